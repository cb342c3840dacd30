import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildClient } from '../scripts/build-client.mjs';
import { median } from './percentile.ts';
import { freePort, serverArgs, spawnPinned, waitForUrl } from './processes.ts';
import { routeJavaScript } from './routeJavaScript.ts';

const runs = 5;
const pages = [
  { name: 'home', path: '/', module: 'src/features/catalog/views/HomePage.tsx' },
  { name: 'game page', path: '/game/supertuxkart', module: 'src/features/game/views/GameDetailPage.tsx' },
  { name: 'genre page', path: '/genre/action', module: 'src/features/catalog/views/GenrePage.tsx' },
];

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Each figure as the median of the runs, then their range: `92 (88–95)`. */
export type LighthouseFigures = Record<keyof Audit, string> & {
  runs: number;
  gzipJsKiB: number;
  scriptFiles: number;
};

async function audit(url: string): Promise<Audit> {
  const profile = mkdtempSync(path.join(tmpdir(), 'gv-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError || categories.performance?.score == null) {
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.code ?? 'no performance score'}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Waits while the server makes the images' sizes ahead (IMAGE_PREWARM): until its image cache has
 * not grown for 5 s, at most 5 minutes. Visitors of a running site find them made.
 */
async function imagesMadeAhead(cacheDir: string) {
  const count = () => (existsSync(cacheDir) ? readdirSync(cacheDir).length : 0);
  let last = -1;
  for (let waited = 0; waited < 300_000; waited += 5000) {
    const now = count();
    if (now === last && now > 0) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Lighthouse (mobile preset, 5 runs a page) on the production build with the demo catalogue. */
export async function benchLighthouse(): Promise<Record<string, LighthouseFigures>> {
  buildClient();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bench-lh-'));
  const port = await freePort();
  const server = spawnPinned(0, serverArgs(), {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Bench-Pass-2718',
    // The runs wait for the images made ahead (`imagesMadeAhead`), as a running site has them.
    IMAGE_PREWARM: 'true',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${origin}/api/games.php`);
    await imagesMadeAhead(path.join(dataDir, 'image-cache'));
    const figures: Record<string, LighthouseFigures> = {};
    for (const page of pages) {
      await fetch(`${origin}${page.path}`); // warm the catalogue and the image cache
      const results: Audit[] = [];
      // A run Lighthouse could not measure (Chrome's NO_NAVSTART now and then) is said and run
      // again, at most twice a page, not counted as a score of 0.
      for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
        await audit(`${origin}${page.path}`).then(
          (figures) => results.push(figures),
          (error: unknown) => console.warn(error instanceof Error ? error.message : error),
        );
      }
      const pick = (key: keyof Audit) => {
        const values = results.map((result) => result[key]);
        return `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
      };
      const script = routeJavaScript('dist/client', page.module);
      figures[`${page.name} (${page.path})`] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        runs: results.length,
        gzipJsKiB: Number((script.gzipBytes / 1024).toFixed(1)),
        scriptFiles: script.files,
      };
    }
    const [oneMinute = 0, , fifteenMinutes = 0] = loadavg();
    console.log(
      `Machine load during the runs: ${oneMinute.toFixed(2)} (1 min), ${fifteenMinutes.toFixed(2)} (15 min)`,
    );
    return figures;
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table(await benchLighthouse());

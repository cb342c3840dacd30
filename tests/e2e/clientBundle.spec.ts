import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { publicFeatures } from '../../client/build/publicPageChunks.ts';
import { readClientManifest, staticChunks, staticFiles } from '../../server/web/pages/clientManifest.ts';

// The production build that `npm start` serves, and that these browser tests run against.
const clientDir = 'dist/client';
const sourceDir = 'client/src';

/** Names of the GraphQL operations compiled into a built file. */
function operationsIn(file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const names = code.matchAll(/kind:`OperationDefinition`,operation:`\w+`,name:\{kind:`Name`,value:`(\w+)`/g);
  return [...names].map((match) => match[1] ?? '');
}

/** The operations a page imports itself (a page owns its query and mutation). */
function operationsImportedBy(sourceFile: string): string[] {
  const source = readFileSync(path.join(sourceDir, sourceFile), 'utf8');
  const imports = source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/(?:queries|mutations)\.ts'/g);
  return [...imports].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/(Query|Mutation)$/, ''))
      .filter(Boolean),
  );
}

/** The operations declared in the document modules of the given features. */
function operationsOfFeatures(features: RegExp): Set<string> {
  const modules = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => features.test(file) && /(queries|mutations)\.ts$/.test(file),
  );
  return new Set(
    modules.flatMap((file) => {
      const module = readFileSync(path.join(sourceDir, file), 'utf8');
      return [...module.matchAll(/^\s*(?:query|mutation)\s+(\w+)/gm)].map((operation) => operation[1] ?? '');
    }),
  );
}

const consoleOperations = operationsOfFeatures(/^features\/admin\//);

/** Gzipped bytes of the built files. */
const gzippedBytes = (files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(path.join(clientDir, file))).byteLength, 0);

const publicPage = new RegExp(`^features/(${publicFeatures.join('|')})/views/\\w+Page\\.tsx$`);
const publicPages = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => publicPage.test(file))
  .sort();

const scriptsOf = (files: readonly string[]) => files.filter((file) => file.endsWith('.js'));

/** Before a public page answers a tap: at most this many script files (docs/performance.md). */
const startScriptFiles = 15;
/** The home page's gzipped script before it is interactive (docs/performance.md). */
const homeStartScriptKiB = 230;
/** The home page's gzipped script by the time the network is idle (docs/performance.md). */
const homeIdleScriptKiB = 260;

test('the site entry carries only the search feature and the site settings every page reads', () => {
  const operations = staticFiles(clientDir, []).flatMap(operationsIn);
  expect(operations.sort()).toEqual(['HeaderSearch', 'SiteSettings']);
  expect(
    operations.filter((operation) => operationsOfFeatures(/^features\/(admin|account)\//).has(operation)),
  ).toEqual([]);
});

test('the entry starts in steps, each a chunk of its own that needs no later step', () => {
  const manifest = readClientManifest(clientDir) ?? {};
  const entry = manifest['index.html'];
  // Only the bundler's runtime loads with the entry: whatever else it imported statically would be
  // evaluated in the entry's task, with the first step.
  expect((entry?.imports ?? []).map((key) => manifest[key]?.name)).toEqual(['rolldown-runtime']);
  const steps = entry?.dynamicImports ?? [];
  expect(steps.map((key) => manifest[key]?.name)).toEqual(['react', 'styles', 'data', 'app']);
  steps.forEach((step, index) => {
    const needs = staticChunks(manifest, [step]).map((chunk) => chunk.file);
    const later = steps.slice(index + 1).map((key) => manifest[key]?.file);
    expect(needs.filter((file) => later.includes(file))).toEqual([]);
  });
});

test('each GraphQL operation is built into exactly one file', () => {
  const files = [...new Set(Object.values(readClientManifest(clientDir) ?? {}).map((entry) => entry.file))];
  const operations = files.flatMap(operationsIn).sort();
  expect(operations.length).toBeGreaterThan(10);
  expect(operations).toEqual([...new Set(operations)]);
});

test(`the home page starts with at most ${startScriptFiles} script files and ${homeStartScriptKiB} KiB of gzipped script`, () => {
  const files = scriptsOf(staticFiles(clientDir, ['src/features/catalog/views/HomePage.tsx']));
  expect(files.length).toBeLessThanOrEqual(startScriptFiles);
  expect(gzippedBytes(files) / 1024).toBeLessThanOrEqual(homeStartScriptKiB);
});

for (const page of publicPages) {
  test(`${path.basename(page, '.tsx')} starts with few script files, with the operations it runs and none of the console's`, () => {
    const files = scriptsOf(staticFiles(clientDir, [`src/${page}`]));
    expect(files.length).toBeLessThanOrEqual(startScriptFiles);
    const operations = files.flatMap(operationsIn);
    expect(operations).toEqual(expect.arrayContaining(operationsImportedBy(page)));
    expect(operations.filter((operation) => consoleOperations.has(operation))).toEqual([]);
  });
}

test(`by the time the network is idle, the home page has loaded at most ${homeIdleScriptKiB} KiB of gzipped script`, async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  // The parts hydrated at idle (the category tabs, the footer's form) have loaded by now.
  expect(scripts.some((script) => /NewsletterForm/.test(script))).toBe(true);
  expect(gzippedBytes(scripts.map((script) => script.slice(1))) / 1024).toBeLessThanOrEqual(
    homeIdleScriptKiB,
  );
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { defaultSiteSettings } from '../../../../shared/settings/siteSettings.ts';
import { rawGet } from '../../../support/fixtures/gamesSuite.ts';
import { gql, seedGame } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/**
 * A built client whose server renderer writes the address it was given and how many renders it made
 * so far: the answers show what was rendered, and how often. Pages under /game/slow- take 400 ms.
 */
const countingRenderer = `let renders = 0;
export const colorSchemeScript = '<script>/* scheme */</script>';
export async function render({ url }) {
  renders += 1;
  const made = renders;
  if (url.startsWith('/game/slow-')) await new Promise((resolve) => setTimeout(resolve, 400));
  return { kind: 'page', status: 200, head: '<title>Page</title>', html: \`<main>\${url} #\${made}</main>\`, state: '', modules: [] };
}
`;

/**
 * A built client whose server renderer asks for the site settings, a game, and both in one
 * operation, and writes the answers into the page, numbered like the counting one's. It answers 200
 * whatever the settings say: what reaches the page in maintenance is the server's doing alone.
 */
const askingRenderer = `import { parse } from ${JSON.stringify(new URL('../../../../node_modules/graphql/index.mjs', import.meta.url).href)};
let renders = 0;
export const colorSchemeScript = '<script>/* scheme */</script>';
export async function render({ url, executeOperation }) {
  renders += 1;
  const made = renders;
  const ask = (query) => executeOperation({ query: parse(query), variables: {}, operationName: undefined });
  const answers = {
    settings: await ask('{ siteSettings { siteName maintenanceMode } }'),
    game: await ask('{ game(slug: "supertuxkart") { title } }'),
    both: await ask('{ siteSettings { siteName } listed: game(slug: "supertuxkart") { title } }'),
  };
  return { kind: 'page', status: 200, head: '<title>Page</title>', html: \`<main>\${url} #\${made}</main><pre>\${JSON.stringify(answers)}</pre>\`, state: '', modules: [] };
}
`;

function stubClient(renderer = countingRenderer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gv-pages-'));
  const clientDir = path.join(dir, 'client');
  const ssrDir = path.join(dir, 'ssr');
  mkdirSync(clientDir);
  mkdirSync(ssrDir);
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><!--app-color-scheme--></head>' +
      '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  writeFileSync(path.join(ssrDir, 'entry-server.js'), renderer);
  return { CLIENT_DIR: clientDir, SSR_DIR: ssrDir };
}

const pageHeaders = { accept: 'text/html' };

/** What the stub rendered for an answer: the address and the render's number. */
function rendered(text: string): { url: string; render: number } | undefined {
  const match = /<main>(.*) #(\d+)<\/main>/.exec(text);
  return match ? { url: match[1] ?? '', render: Number(match[2]) } : undefined;
}

describe('server-rendered pages', () => {
  describe('cache keys a client cannot multiply', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService('sqlite', { env: { ...stubClient(), PAGE_RENDERS_PER_MINUTE: '0' } });
    });
    afterAll(() => service.stop());

    const page = async (address: string) => {
      const answer = await service.request('GET', address, { headers: pageHeaders });
      expect(answer.status).toBe(200);
      return rendered(answer.text);
    };

    test('many unique tracking parameters cost no more renders than one address', async () => {
      const first = await page('/?utm_source=a');
      for (let index = 0; index < 40; index += 1) await page(`/?utm_source=${index}&fbclid=${Math.random()}`);
      const last = await page('/?gclid=z');
      // Made twice (an address is kept from its second making), then sent as kept.
      expect(first).toEqual({ url: '/', render: 1 });
      expect(last).toEqual({ url: '/', render: 2 });
    });

    test('made-up Host headers get pages rendered, never kept, once the site has learned its hosts', async () => {
      // With the test's own host, three more are learned (PUBLIC_URL is unset here).
      const made = async (host: string) => {
        const answer = await rawGet(`${service.url}/hosts`, { ...pageHeaders, host });
        expect(answer.status).toBe(200);
        return rendered(answer.body.toString('utf8'))?.render;
      };
      for (const host of ['one.test', 'two.test', 'three.test']) await made(host);
      const kept = await made('one.test');
      expect(await made('one.test')).toBe(kept);
      const intruder = [
        await made('intruder.test'),
        await made('intruder.test'),
        await made('intruder.test'),
      ];
      expect(new Set(intruder).size).toBe(3);
    });

    test('a listing is rendered with the parameters it reads, each once, in a fixed order', async () => {
      expect(await page('/latest?window=week&utm=1&sort=rating&sort=newest')).toMatchObject({
        url: '/latest?sort=rating&window=week',
      });
      expect(await page('/latest?sort=rating&window=week')).toMatchObject({
        url: '/latest?sort=rating&window=week',
      });
      // Unknown values and defaults name the page without them.
      expect(await page('/latest?sort=anything&window=all')).toMatchObject({ url: '/latest' });
      expect(await page('/genre/action?sort=rating&window=week')).toMatchObject({
        url: '/genre/action?sort=rating',
      });
      expect(await page('/game/supertuxkart?sort=rating&q=x')).toMatchObject({ url: '/game/supertuxkart' });
    });
  });

  describe('a budget per visitor', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService('sqlite', {
        env: { ...stubClient(), PAGE_RENDERS_PER_MINUTE: '5', TRUST_PROXY: '1' },
      });
    });
    afterAll(() => service.stop());

    const from = (address: string, visitor: string) =>
      service.request('GET', address, { headers: { ...pageHeaders, 'x-forwarded-for': visitor } });

    test('past its renders a visitor gets the page to render in the browser, with 503 and Retry-After', async () => {
      for (let index = 0; index < 5; index += 1) {
        expect((await from(`/game/unknown-${index}`, '203.0.113.7')).status).toBe(200);
      }
      const refused = await from('/game/unknown-5', '203.0.113.7');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(rendered(refused.text)).toBeUndefined();
      expect(refused.text).toContain('<div id="root"></div>');
      // Another visitor still gets its pages rendered.
      expect((await from('/game/unknown-5', '198.51.100.4')).status).toBe(200);
    });
  });

  describe('a bulkhead for all visitors together', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService('sqlite', {
        env: { ...stubClient(), PAGE_RENDERS_PER_MINUTE: '0' },
        limits: { renderConcurrency: 1, renderQueueLength: 1 },
      });
    });
    afterAll(() => service.stop());

    test('renders beyond the running and the waiting one are answered at once with the browser-rendered page', async () => {
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((name) => service.request('GET', `/game/slow-${name}`, { headers: pageHeaders })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
      const refused = answers.find((answer) => answer.status === 503);
      expect(refused?.headers.get('retry-after')).toBe('1');
      expect(rendered(refused?.text ?? '')).toBeUndefined();
    });
  });

  describe('maintenance mode', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService('sqlite', {
        env: { ...stubClient(askingRenderer), PAGE_RENDERS_PER_MINUTE: '0' },
      });
      await seedGame(service, {});
    });
    afterAll(() => service.stop());

    const setMaintenance = async (maintenanceMode: boolean) => {
      const saved = await gql(
        service,
        'mutation Save($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { maintenanceMode } }',
        { input: { ...defaultSiteSettings, maintenanceMode } },
        service.tokens.admin,
      );
      expect(saved.body).toEqual({ data: { updateSiteSettings: { maintenanceMode } } });
    };
    const page = async (address: string) => {
      const answer = await service.request('GET', address, { headers: pageHeaders });
      return { text: answer.text, render: rendered(answer.text)?.render };
    };

    test('a page reads the site settings only: no other operation runs, and no page is kept or sent from the cache', async () => {
      // Made twice while the site is open, so kept and sent as kept.
      await page('/game/supertuxkart');
      const kept = await page('/game/supertuxkart');
      expect(kept.text).toContain('SuperTuxKart');
      expect((await page('/game/supertuxkart')).render).toBe(kept.render);

      await setMaintenance(true);
      const first = await page('/game/supertuxkart');
      const second = await page('/game/supertuxkart');
      for (const closed of [first, second]) {
        expect(closed.text).not.toContain('SuperTuxKart');
        expect(closed.text).toContain('"maintenanceMode":true');
        expect(closed.text).toContain('"code":"FORBIDDEN"');
      }
      expect(first.render).toBeGreaterThan(kept.render ?? Infinity);
      expect(second.render).toBeGreaterThan(first.render ?? Infinity);

      await setMaintenance(false);
      expect((await page('/game/supertuxkart')).text).toContain('SuperTuxKart');
    });
  });
});

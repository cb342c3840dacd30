import { expect, test } from '@playwright/test';

import { staticFiles } from '../../server/web/pages/clientManifest.ts';

// What a crawler or a visitor without JavaScript receives: the server's HTML only.
const html = { Accept: 'text/html' };

test.describe('server rendering', () => {
  test('a game page arrives complete: text, requirements, preview tags and structured data', async ({
    request,
  }) => {
    const answer = await request.get('/game/supertuxkart', { headers: html });
    expect(answer.status()).toBe(200);
    const page = await answer.text();
    expect(page).toContain('SuperTuxKart');
    expect(page).toContain('An arcade kart racer starring Tux');
    expect(page).toContain('System Requirements');
    expect(page).toContain('Dual-core 1.6 GHz');
    expect(page).toContain('OpenGL 3.3 or Vulkan capable GPU with 512 MB VRAM');
    expect(page).toContain('<meta property="og:title" content="SuperTuxKart"');
    expect(page).not.toMatch(/<meta name="robots" content="noindex/);

    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(page)?.[1];
    expect(jsonLd).toContain('"@type":"VideoGame"');
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'VideoGame',
      name: 'SuperTuxKart',
      offers: { '@type': 'Offer', price: '0' },
    });
  });

  test("a page preloads its route's chunks, and no chunk twice", async ({ request }) => {
    const page = await (await request.get('/game/supertuxkart', { headers: html })).text();
    const preloaded = [...page.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    const entry = new Set(staticFiles('dist/client', []));
    const route = staticFiles('dist/client', ['src/features/game/views/GameDetailPage.tsx']).filter(
      (file) => !entry.has(file),
    );
    expect(route.length).toBeGreaterThan(1);
    const routePreloads = preloaded.filter((file) => !entry.has(file ?? ''));
    expect(routePreloads.sort()).toEqual([...route].sort());
    expect(preloaded).toEqual([...new Set(preloaded)]);
  });

  test('an unknown game answers 404 with its message', async ({ request }) => {
    const answer = await request.get('/game/unknown', { headers: html });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain('Game not found');
  });

  test('the sitemap lists every active game of the catalogue', async ({ request }) => {
    const games = (await (await request.get('/api/games.php')).json()) as { slug: string }[];
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/xml');
    const sitemap = await answer.text();
    const gameUrls = [...sitemap.matchAll(/<loc>[^<]*\/game\/([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(gameUrls).toHaveLength(games.length);
    expect(gameUrls.sort()).toEqual(games.map((game) => encodeURIComponent(game.slug)).sort());
  });

  test('search results are kept out of search engines', async ({ request }) => {
    const answer = await request.get('/search?q=tux', { headers: html });
    expect(answer.status()).toBe(200);
    const page = await answer.text();
    expect(page).toMatch(/<meta name="robots" content="noindex/);
    expect(page).toContain('SuperTuxKart');
  });
});

import { expect, test } from '@playwright/test';

import { staticFiles } from '../../server/web/pages/clientManifest.ts';
import { GamePage } from './pages/GamePage.ts';

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

  test("a page starts its entry, then its route's chunks, each once, and carries no other script tag", async ({
    request,
  }) => {
    const page = await (await request.get('/game/supertuxkart', { headers: html })).text();
    const started = /<script data-files="([^"]+)">/.exec(page)?.[1]?.split(' ') ?? [];
    const entry = staticFiles('dist/client', []).filter((file) => file.endsWith('.js'));
    const route = staticFiles('dist/client', ['src/features/game/views/GameDetailPage.tsx']).filter(
      (file) => file.endsWith('.js') && !entry.includes(file),
    );
    expect(route.length).toBeGreaterThan(1);
    expect(started[0]).toBe(`/${entry[0]}`);
    expect(started.slice(1).sort()).toEqual([...entry.slice(1), ...route].map((file) => `/${file}`).sort());
    expect(started).toEqual([...new Set(started)]);
    expect(page).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
  });

  // Chromium can keep the text colour the body inherited from the light scheme when the scheme
  // class arrives after the body exists: dark headings on a dark page until the next restyle.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the ${colorScheme} scheme is chosen before the body exists`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: { scheme: string; bodyExisted: boolean }[] = [];
        Object.assign(window, { schemeChanges: seen });
        new MutationObserver((records) => {
          if (records.some((record) => record.target === document.documentElement))
            seen.push({ scheme: document.documentElement.className, bodyExisted: document.body !== null });
        }).observe(document, { subtree: true, attributeFilter: ['class'] });
      });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const changes = await page.evaluate(
        () =>
          (window as unknown as { schemeChanges: { scheme: string; bodyExisted: boolean }[] }).schemeChanges,
      );
      expect(changes[0]).toEqual({ scheme: colorScheme, bodyExisted: false });
    });
  }

  test('a page asks for its scripts only after it has loaded, then hydrates', async ({ page }) => {
    const game = new GamePage(page);
    await game.openReady('supertuxkart');
    const { loaded, scriptStarts } = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(scriptStarts.length).toBeGreaterThan(1);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(loaded);
  });

  test('the client shell, with nothing to paint first, asks for its scripts at once', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    const { loaded, entryStart } = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
      entryStart: performance
        .getEntriesByType('resource')
        .find((entry) => /\/main-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(entryStart).toBeLessThan(loaded);
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

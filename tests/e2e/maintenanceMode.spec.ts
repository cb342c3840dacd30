import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { stateElementId } from '../../client/src/ssrState.ts';
import { defaultSiteSettings } from '../../shared/settings/siteSettings.ts';
import { registerAccount, signInTab } from './support/profileAccount.ts';
import { saveSiteSettings } from './support/siteSettingsApi.ts';

// What a crawler or a visitor reading the page's source receives: the server's HTML only.
const html = { Accept: 'text/html' };

const notice = `${defaultSiteSettings.siteName} is down for maintenance`;

interface ListedGame {
  slug: string;
  title: string;
}

/** The catalogue as the REST service lists it to anyone. */
async function catalogue(request: APIRequestContext): Promise<ListedGame[]> {
  const answer = await request.get('/api/games.php');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ListedGame[];
}

/** The Apollo cache state the page carries for hydration. */
function stateOf(page: string): Record<string, Record<string, unknown>> {
  const pattern = new RegExp(`<script type="application/json" id="${stateElementId}">(.*?)</script>`, 's');
  const json = pattern.exec(page)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '{}') as Record<string, Record<string, unknown>>;
}

/** Opens a public page, and waits until the browser has asked every question it had. */
async function openSettled(page: Page, path: string) {
  const answer = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return answer;
}

test.beforeEach(async ({ request }) => {
  await saveSiteSettings(request, { maintenanceMode: true });
});

// No other spec sees the site in maintenance.
test.afterEach(async ({ request }) => {
  await saveSiteSettings(request, {});
});

test('the maintenance page carries no catalogue data, in its HTML or in its state script', async ({
  request,
}) => {
  const games = await catalogue(request);
  expect(games.map((game) => game.slug)).toContain('supertuxkart');
  for (const path of ['/', '/latest', '/genre/racing', '/game/supertuxkart', '/search?q=tux']) {
    const answer = await request.get(path, { headers: html });
    expect(answer.status(), path).toBe(503);
    const page = await answer.text();
    expect(page, path).toMatch(/is down for maintenance<\/h1>/);
    for (const game of games) {
      expect(page, `${path} names ${game.title}`).not.toContain(game.title);
      expect(page, `${path} links ${game.slug}`).not.toContain(`/game/${game.slug}`);
      expect(page, `${path} carries ${game.slug}`).not.toContain(`"${game.slug}"`);
    }
    // The state holds the site settings (the notice's name and contact address), nothing else.
    const state = stateOf(page);
    expect(Object.keys(state).sort(), path).toEqual(['ROOT_QUERY', 'SiteSettings:{}']);
    expect(Object.keys(state.ROOT_QUERY ?? {}).sort(), path).toEqual(['__typename', 'siteSettings']);
  }
});

test('the APIs stay readable during maintenance: it is a notice of the site, not a lock', async ({
  request,
}) => {
  const answer = await request.post('/graphql', {
    data: { query: '{ game(slug: "supertuxkart") { title } }' },
  });
  expect(await answer.json()).toEqual({ data: { game: { title: 'SuperTuxKart' } } });
});

test('a stored session claiming admin does not lift the curtain: the server names the role', async ({
  browser,
  request,
}) => {
  const player = await registerAccount(request);
  const forged = [
    // A real user's token, with the role edited in storage.
    { token: player.token, user: { ...player.user, role: 'admin' } },
    // No account at all behind it.
    { ...player, token: 'not-a-token', user: { ...player.user, role: 'admin' } },
  ];
  for (const session of forged) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInTab(page, { ...player, ...session });
    const answer = await openSettled(page, '/latest');
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice);
    await expect(page.getByText(/^Maintenance mode is on/)).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await context.close();
  }
});

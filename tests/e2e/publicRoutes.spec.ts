import { expect, test } from '@playwright/test';

import { seriousAxeViolations } from './support/axe.ts';

// Each route's checks stand alone and only read: both workers share them, so this long file does
// not keep one worker busy after the other has finished.
test.describe.configure({ mode: 'parallel' });

/** Every public route, with a text its server-rendered HTML must already hold. */
const routes: Array<{ path: string; text: string; status?: number }> = [
  { path: '/', text: 'SuperTuxKart' },
  { path: '/game/supertuxkart', text: 'SuperTuxKart' },
  { path: '/genre/racing', text: 'Racing' },
  { path: '/latest', text: 'Latest Updates' },
  { path: '/categories', text: 'Racing' },
  { path: '/top-downloads', text: 'SuperTuxKart' },
  { path: '/category/standard', text: 'Standard Games' },
  { path: '/search?q=tux', text: 'Search Results' },
  { path: '/request', text: 'Request' },
  { path: '/report', text: 'Report' },
  { path: '/contact', text: 'Contact' },
  { path: '/faq', text: 'FAQ' },
  { path: '/privacy', text: 'last updated March 15, 2024' },
  { path: '/terms', text: 'last updated March 15, 2024' },
  { path: '/disclaimer', text: 'last updated March 15, 2024' },
  { path: '/no/such/page', text: '404 - Page Not Found', status: 404 },
];

for (const route of routes) {
  test(`${route.path} is rendered on the server and hydrates without errors`, async ({ page, request }) => {
    const answer = await request.get(route.path, { headers: { Accept: 'text/html' } });
    expect(answer.status()).toBe(route.status ?? 200);
    expect(await answer.text()).toContain(route.text);

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The browser logs the document's own 404 status, which is the answer this route must give.
      const ownStatus = route.status !== undefined && message.location().url.endsWith(route.path);
      if (ownStatus && message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(route.text, { exact: false }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${route.path} has no serious accessibility problem in either theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

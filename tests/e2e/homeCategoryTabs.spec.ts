import { expect, test } from '@playwright/test';

import { waitForHydration } from './support/hydration.ts';

test('reached from another page, the home page shows its games in place while the tabs load', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/CategoryTabs-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/latest');
  const home = page.getByRole('banner').getByRole('link', { name: /Gamevault/ });
  await waitForHydration(home);
  await home.click();

  const browse = page.getByRole('region', { name: 'Browse Games' });
  const firstCard = browse.getByRole('heading', { level: 3 }).first();
  await expect(firstCard).toBeVisible();
  await expect(browse.getByRole('tablist')).toHaveCount(0);
  // Where the grid of games starts in its section (the page above may still settle).
  const grid = browse.getByRole('list').first();
  const cardOffset = async () =>
    ((await grid.boundingBox())?.y ?? 0) - ((await browse.boundingBox())?.y ?? 0);
  const offsetWithPlaceholder = await cardOffset();

  release();
  await expect(browse.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  await expect(browse.getByRole('tab', { name: 'All Games' })).toHaveAttribute('aria-selected', 'true');
  // The strip held the tabs' place: the games did not move when the tabs came.
  expect(await cardOffset()).toBeCloseTo(offsetWithPlaceholder, 0);
});

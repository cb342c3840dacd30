import { expect, test } from '@playwright/test';

import { SiteHeader } from './pages/SiteHeader.ts';

test.describe('site header', () => {
  test('search by keyboard opens the chosen suggestion', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await header.typeSearch('tux');
    await expect(header.suggestion('SuperTuxKart')).toBeVisible();
    await header.search.press('ArrowDown');
    await header.search.press('Enter');
    await expect(page).toHaveURL(/\/game\/supertuxkart$/);
    await expect(header.search).toHaveValue('');
  });

  test('search by mouse, and Enter on free text goes to the results page', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await header.typeSearch('wesnoth');
    await header.suggestion('Wesnoth').click();
    await expect(page).toHaveURL(/\/game\/the-battle-for-wesnoth$/);
    await header.typeSearch('strategy game');
    await header.search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=strategy%20game$/);
  });

  test('a search without a match says so', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await header.typeSearch('zzzz');
    await expect(page.getByText('No games found matching "zzzz"')).toBeVisible();
  });

  test('the genre menu lists 14 genres and opens one', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await header.openGenres();
    await expect(header.genreMenu.getByRole('link')).toHaveCount(14);
    await page.keyboard.press('Escape');
    await expect(header.genreMenu).toBeHidden();
    await header.openGenre('Racing');
    await expect(page).toHaveURL(/\/genre\/racing$/);
  });

  for (const system of ['light', 'dark'] as const) {
    test(`on a ${system} system, every click of the theme toggle changes the page's background`, async ({
      page,
    }) => {
      const header = new SiteHeader(page);
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.emulateMedia({ colorScheme: system });
      await page.goto('/');
      await expect(header.themeToggle).toHaveAccessibleName(new RegExp(`^Theme: system, ${system}`));
      let before = await background();
      for (let click = 0; click < 4; click += 1) {
        await header.toggleTheme();
        await expect.poll(background).not.toBe(before);
        before = await background();
      }
      await expect(page.getByRole('status').filter({ hasText: /theme/ })).toHaveText(
        `${system === 'dark' ? 'Dark' : 'Light'} theme, as the system`,
      );
    });
  }

  test('the theme toggle remembers the chosen scheme', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await header.toggleTheme();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(header.themeToggle).toHaveAccessibleName(/^Theme: dark/);
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

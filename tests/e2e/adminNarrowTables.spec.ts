import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { AdminGamesPage } from './pages/AdminGamesPage.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { AdminUsersPage } from './pages/AdminUsersPage.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';

const phone = { width: 390, height: 844 };

test.use({ viewport: phone });

async function signIn(page: Page): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(e2eAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** Each of `targets` is shown whole, inside the width of the screen. */
async function expectOnScreen(targets: Locator): Promise<void> {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    const label = (await target.getAttribute('aria-label')) ?? (await target.textContent());
    expect({ label, left: box && box.x >= 0, right: box && box.x + box.width <= phone.width }).toEqual({
      label,
      left: true,
      right: true,
    });
  }
}

test('on a phone a user row is a card: its role badge and actions are whole on the screen', async ({
  page,
}) => {
  await signIn(page);
  const users = new AdminUsersPage(page);
  await users.open('/admin/users');
  const row = users.row(e2eAdmin.email);
  await expect(row).toBeVisible();
  await expectOnScreen(row.getByText('admin', { exact: true }));
  await expectOnScreen(row.getByRole('button'));
  await row.getByRole('button', { name: `Delete user ${e2eAdmin.email}` }).click();
  await expectOnScreen(row.getByRole('button', { name: `Confirm delete of user ${e2eAdmin.email}` }));
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('on a phone a game row is a card: its status badge and actions are whole on the screen', async ({
  page,
}) => {
  await signIn(page);
  const games = new AdminGamesPage(page);
  await games.open();
  await expect(games.summary).toHaveText(/^Showing \d+-\d+ of \d+ games$/);
  const row = games.bodyRows.first();
  await expectOnScreen(row.getByText(/^(active|inactive)$/));
  await expectOnScreen(row.getByRole('button'));
  await expectOnScreen(row.getByRole('link'));
  await expectOnScreen(row.getByRole('checkbox'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

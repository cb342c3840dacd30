import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { AdminGamesPage } from './pages/AdminGamesPage.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { AdminUsersPage } from './pages/AdminUsersPage.ts';
import { adminSend } from './support/adminApi.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';

const phone = { width: 390, height: 844 };

test.use({ viewport: phone });

async function signIn(page: Page): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(e2eAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** Each of `targets` is shown whole inside `row`, whose card is inside the width of the screen. */
async function expectOnScreen(row: Locator, targets: Locator): Promise<void> {
  const card = await row.boundingBox();
  expect(card && card.x >= 0 && card.x + card.width <= phone.width).toBe(true);
  if (!card) return;
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    const label = (await target.getAttribute('aria-label')) ?? (await target.textContent());
    const inside = box !== null && box.x >= card.x && box.x + box.width <= card.x + card.width;
    expect({ label, inside }).toEqual({ label, inside: true });
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
  await expectOnScreen(row, row.getByText('admin', { exact: true }));
  await expectOnScreen(row, row.getByRole('button'));
  await row.getByRole('button', { name: `Delete user ${e2eAdmin.email}` }).click();
  // Asked to confirm, the row holds Edit, Confirm delete and Cancel.
  await expect(row.getByRole('button', { name: `Confirm delete of user ${e2eAdmin.email}` })).toBeVisible();
  await expectOnScreen(row, row.getByRole('button'));
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
  await expectOnScreen(row, row.getByText(/^(active|inactive)$/));
  await expectOnScreen(row, row.getByRole('button'));
  await expectOnScreen(row, row.getByRole('link'));
  await expectOnScreen(row, row.getByRole('checkbox'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

/** The email addresses shown in `main` that are not kept whole by EmailAddress, or that it broke. */
function brokenEmails(): string[] {
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const main = document.querySelector('main');
  if (!main) return ['no main'];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    // A filter's choices are the browser's own list, not table text.
    if (!email.test(text) || node.parentElement?.closest('select')) continue;
    const holder = node.parentElement?.closest('[data-email]');
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    if (!holder || lines > 1) broken.push(text);
  }
  return broken;
}

test('on a phone no console table breaks an email address', async ({ page, request }) => {
  // An account whose address has hyphens, so that each table has one to break.
  const email = `mary-jane.doe-${Date.now()}@example-mail.org`;
  await adminSend(request, 'POST', '/api/users.php', { email, password: 'Hyphen-Pass-72r', role: 'user' });
  await signIn(page);
  for (const path of ['/admin/users', '/admin/dmca', '/admin/requests', '/admin/reports', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect({ path, broken: await page.evaluate(brokenEmails) }).toEqual({ path, broken: [] });
  }
});

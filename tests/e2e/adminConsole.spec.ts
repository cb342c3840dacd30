import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { AdminConsole } from './pages/AdminConsole.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { toast } from './support/toasts.ts';

const password = 'Console-Pass-42';
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth.php?action=login', {
    data: { ...e2eAdmin, isAdminLogin: true },
  });
  return ((await login.json()) as { token: string }).token;
}

/** A fresh account with `role`, made through the REST service as the administrator. */
async function account(request: APIRequestContext, role: 'user' | 'moderator') {
  const email = `${unique(role)}@e2e.example`;
  const created = await request.post('/api/users.php', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { email, password, role },
  });
  expect(created.status()).toBe(201);
  return { email, password };
}

test('a user without a console role gets the 403 text at admin login', async ({ page, request }) => {
  const user = await account(request, 'user');
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(user);
  const denied = 'Access denied. Only administrators can access this area.';
  await expect(login.failure).toHaveText(denied);
  await expect(toast(page, denied)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin signs in, sees the dashboard, and logs out', async ({ page }) => {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(e2eAdmin);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  const console = new AdminConsole(page);
  await expect(console.heading).toHaveText('Dashboard');
  for (const label of ['Total Games', 'Total Downloads', 'Total Stars', 'Total Views']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Top Games Performance' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Top Games Performance/ }).getByRole('row')).toHaveCount(6);
  await expect(console.navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await console.logout.click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await console.open('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the login returns to the page the guard remembered', async ({ page }) => {
  await page.goto('/admin/requests');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await new AdminLoginPage(page).signIn(e2eAdmin);
  await expect(page).toHaveURL(/\/admin\/requests$/);
  await expect(new AdminConsole(page).heading).toHaveText('Game Requests');
});

test('the admin resolves a DMCA notice and rejects a game request', async ({ page, request }) => {
  const title = unique('Notice');
  const gameTitle = unique('Requested game');
  expect(
    (
      await request.post('/api/submit_dmca.php', {
        data: {
          title,
          url: 'https://example.com/some/page',
          company: '',
          name: 'Rights Holder',
          description: 'A page uses our artwork.',
          email: 'rights@example.com',
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/submit_game_request.php', {
        data: {
          game_title: gameTitle,
          platform: 'PC',
          release_year: 2020,
          requester_email: 'fan@example.com',
          additional_info: '',
        },
      })
    ).status(),
  ).toBe(201);

  await new AdminLoginPage(page).open();
  await new AdminLoginPage(page).signIn(e2eAdmin);
  const console = new AdminConsole(page);
  await expect(console.heading).toHaveText('Dashboard');

  await console.navigation.getByRole('link', { name: 'DMCA Notices' }).click();
  const notice = console.row(title);
  await notice.getByRole('button', { name: `Resolve notice “${title}”` }).click();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(notice).toContainText('resolved');
  await expect(notice.getByRole('button')).toHaveCount(0);

  await console.navigation.getByRole('link', { name: 'Game Requests' }).click();
  const requested = console.row(gameTitle);
  await expect(requested.getByRole('cell', { name: '-', exact: true })).toBeVisible();
  await requested.getByRole('button', { name: `Reject request for “${gameTitle}”` }).click();
  await expect(requested).toContainText('rejected');
  await expect(requested.getByRole('button')).toHaveCount(0);
});

test('a moderator reaches DMCA notices but lands on /admin/unauthorized for users', async ({
  page,
  request,
}) => {
  const moderator = await account(request, 'moderator');
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(moderator);
  const console = new AdminConsole(page);
  await expect(console.heading).toHaveText('Dashboard');
  await expect(console.navigation.getByRole('link')).toHaveText([
    'Dashboard',
    'DMCA Notices',
    'Game Requests',
    // The Reports entry shows how many reports are open.
    /^Reports(\d+ open)?$/,
  ]);
  await console.open('/admin/dmca');
  await expect(console.heading).toHaveText('DMCA Notices');
  await console.open('/admin/users');
  await expect(page).toHaveURL(/\/admin\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('the console works on a phone through the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new AdminLoginPage(page).open();
  await new AdminLoginPage(page).signIn(e2eAdmin);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog').getByText(e2eAdmin.email)).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Game Requests' }).click();
  await expect(new AdminConsole(page).heading).toHaveText('Game Requests');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the console's pages have no serious accessibility problem in either theme", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const login = new AdminLoginPage(page);
  await login.open();
  expect(await seriousAxeViolations(page), '/admin/login').toEqual([]);
  await login.signIn(e2eAdmin);
  const console = new AdminConsole(page);
  await expect(console.heading).toHaveText('Dashboard');
  for (const [path, heading] of [
    ['/admin', 'Dashboard'],
    ['/admin/dmca', 'DMCA Notices'],
    ['/admin/requests', 'Game Requests'],
  ] as const) {
    await console.open(path);
    await expect(console.heading).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

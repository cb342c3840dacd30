import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { AdminUsersPage } from './pages/AdminUsersPage.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { toast, toastBehindDialog } from './support/toasts.ts';

const password = 'Managed-Pass-38k';
const uniqueEmail = () => `managed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

async function openUsers(page: AdminUsersPage): Promise<void> {
  const login = new AdminLoginPage(page.page);
  await login.open();
  await login.signIn(e2eAdmin);
  await expect(page.heading).toHaveText('Dashboard');
  await page.navigation.getByRole('link', { name: 'Users' }).click();
  await expect(page.heading).toHaveText('Users');
}

/** The account signs in and favorites the first game of the catalogue, as a visitor of the site would. */
async function favoriteAGame(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/auth.php?action=login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const games = (await (await request.get('/api/games.php')).json()) as { id: number }[];
  const favorite = await request.post('/api/account.php?action=toggle-favorite', {
    headers: { Authorization: `Bearer ${token}` },
    data: { gameId: games[0]?.id },
  });
  expect(favorite.status()).toBe(200);
}

test('the admin creates, finds, edits and deletes an account; its activity is real', async ({
  page,
  request,
}) => {
  const users = new AdminUsersPage(page);
  await openUsers(users);
  const email = uniqueEmail();

  await users.create({ email, password, role: 'Moderator' });
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(users.dialog).toHaveCount(0);
  const row = users.row(email);
  await expect(row).toContainText('moderator');
  await expect(row).toContainText('0 favorites');

  await favoriteAGame(request, email);
  await page.reload();
  await expect(users.row(email)).toContainText('1 favorite');

  await users.search.fill(email.toUpperCase());
  await expect(users.table.getByRole('row')).toHaveCount(2);
  await users.roleFilter.selectOption({ label: 'Admin' });
  await expect(users.table).toContainText('No users found matching your search.');
  await users.roleFilter.selectOption({ label: 'Moderator' });
  await expect(users.row(email)).toBeVisible();

  await users.edit(email, {});
  await expect(users.dialogFailure).toHaveText('No changes to update');
  await expect(toastBehindDialog(page, 'No changes to update')).toBeVisible();
  await users.dialog.getByRole('button', { name: 'Cancel' }).click();

  await users.edit(email, { role: 'User' });
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await users.roleFilter.selectOption({ label: 'User' });
  await expect(users.row(email)).toContainText('user');

  await users.delete(email);
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(users.row(email)).toHaveCount(0);
  await expect(users.table).toContainText('No users found matching your search.');
});

test("the server's refusals show as they come, and the admin's own role is locked", async ({ page }) => {
  const users = new AdminUsersPage(page);
  await openUsers(users);
  await users.delete(e2eAdmin.email);
  await expect(toast(page, 'You cannot delete your own account')).toBeVisible();
  await expect(users.row(e2eAdmin.email)).toBeVisible();

  await users
    .row(e2eAdmin.email)
    .getByRole('button', { name: `Edit user ${e2eAdmin.email}` })
    .click();
  const role = users.dialog.getByRole('combobox', { name: 'Role' });
  await expect(role).toBeDisabled();
  await expect(users.dialog).toContainText('You cannot change your own role: ask another admin.');
});

test('the users page and its dialog have no serious accessibility problem in either theme', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const users = new AdminUsersPage(page);
  await openUsers(users);
  await expect(users.row(e2eAdmin.email)).toBeVisible();
  expect(await seriousAxeViolations(page), 'users page').toEqual([]);
  await users
    .row(e2eAdmin.email)
    .getByRole('button', { name: `Delete user ${e2eAdmin.email}` })
    .click();
  expect(await seriousAxeViolations(page), 'delete confirmation').toEqual([]);
  await users.addUser.click();
  await users.dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(users.dialog.getByText('Email is required')).toBeVisible();
  expect(await seriousAxeViolations(page), 'Add User dialog with errors').toEqual([]);
  await page.keyboard.press('Escape');
  await users
    .row(e2eAdmin.email)
    .getByRole('button', { name: `Edit user ${e2eAdmin.email}` })
    .click();
  await expect(users.dialog.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  expect(await seriousAxeViolations(page), 'Edit User dialog of the signed-in admin').toEqual([]);
});

import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { PasswordResetPage } from './pages/PasswordResetPage.ts';
import { RegisterPage } from './pages/RegisterPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { latestResetMail } from './support/outbox.ts';
import { toast } from './support/toasts.ts';

const password = 'Visitor-Pass-42';
const newAccount = () => ({
  email: `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`,
  password,
});

/** The Account dropdown, opened; it names the signed-in visitor and their role. */
async function openAccountMenu(page: Page) {
  const header = new SiteHeader(page);
  await header.openAccountMenu();
  return page.getByRole('menu');
}

test('a visitor registers, logs out, and signs in again with Remember me', async ({ page, context }) => {
  const account = newAccount();
  const register = new RegisterPage(page);
  await register.open();
  await register.register(account);
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  let menu = await openAccountMenu(page);
  await expect(menu).toContainText(account.email);
  await expect(menu.getByText('user', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account, { remember: true });
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  menu = await openAccountMenu(page);
  await expect(menu).toContainText(account.email);
  await page.keyboard.press('Escape');

  // Remembered: another tab of the same browser is signed in too.
  const other = await context.newPage();
  await other.goto('/');
  await expect(await openAccountMenu(other)).toContainText(account.email);
});

test('a wrong password is refused with its message', async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post('/api/auth.php?action=register', { data: account })).ok()).toBe(true);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn({ email: account.email, password: 'Wrong-Pass-1' });
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(login.failure).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset with the emailed link, which works once', async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount();
  expect((await request.post('/api/auth.php?action=register', { data: account })).ok()).toBe(true);
  const reset = new PasswordResetPage(page);
  await reset.askForLink(account.email);
  await expect(reset.answer).toHaveText(messages.passwordReset.requested);

  await expect.poll(() => latestResetMail(baseURL ?? '', account.email)).toBeDefined();
  const mail = await latestResetMail(baseURL ?? '', account.email);
  await reset.openLink(mail?.link ?? '');
  const newPassword = 'Renewed-Pass-7';
  await reset.choosePassword(newPassword);
  await expect(toast(page, messages.passwordReset.done)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.signIn({ email: account.email, password: newPassword });
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => sessionStorage.clear());
  await reset.openLink(mail?.link ?? '');
  await reset.choosePassword('Another-Pass-8');
  await expect(reset.linkProblem).toHaveText(messages.passwordReset.invalidLink);
  await expect(reset.newLinkLink).toHaveAttribute('href', '/forgot-password');
});

const signInPages = [
  { path: '/login', heading: 'Sign In' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=unused', heading: 'Choose a new password' },
  { path: '/verify-email?token=unused', heading: 'Verify your email' },
];

for (const { path, heading } of signInPages) {
  test(`${path} answers the client shell, kept out of search engines`, async ({ request }) => {
    const answer = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain(heading);
  });

  test(`${path} has no serious accessibility problem in either theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';

import { defaultSiteSettings, toWireSettings } from '../../shared/settings/siteSettings.ts';
import { messages } from '../../shared/validation/messages.ts';
import { AccountSettingsPage } from './pages/AccountSettingsPage.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';
import { TwoFactorPanel } from './pages/TwoFactorPanel.ts';
import { adminSend } from './support/adminApi.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { registerAccount, signInTab } from './support/profileAccount.ts';
import { toast } from './support/toasts.ts';

test('a visitor turns on two-factor sign-in, signs out, and signs in with a code; a recovery code works once', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const settings = new AccountSettingsPage(page);
  await settings.open();
  await settings.enableTwoFactorButton.click();
  const twoFactor = new TwoFactorPanel(page);
  const { secret, codes } = await twoFactor.confirmSetup();
  expect(codes).toHaveLength(10);
  await expect(settings.recoveryCodesLeft).toHaveText(/10 recovery codes left/);

  const header = new SiteHeader(page);
  const login = new LoginPage(page);
  // Signed out for good before the sign-in page opens: else the page may still find the session.
  // Signed in: away from the sign-in page (back where the visitor was) with the account menu.
  const expectSignedIn = async () => {
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(header.accountButton).toBeVisible();
  };
  const signOut = async () => {
    await header.logout();
    await expect(toast(page, messages.session.loggedOut).first()).toBeVisible();
  };
  // The code that turned it on was this step's: the app's next one signs in.
  await signOut();
  await login.open();
  await login.signIn(account);
  await twoFactor.enterCode(await TwoFactorPanel.code(secret, 1));
  await expectSignedIn();

  await signOut();
  await login.open();
  await login.signIn(account);
  await twoFactor.enterCode(codes[0] ?? '');
  await expectSignedIn();

  await signOut();
  await login.open();
  await login.signIn(account);
  await twoFactor.enterCode(codes[0] ?? '');
  await expect(login.failure).toHaveText(messages.twoFactor.codeInvalid);
  await expect(twoFactor.codeStep).toBeVisible();
});

/** A second admin, with two-factor sign-in on, made through the REST service. */
async function enrolledAdmin(request: APIRequestContext) {
  const email = `guard-${Date.now()}@e2e.example`;
  const password = 'Guard-Admin-Pass-8';
  await adminSend(request, 'POST', '/api/users.php', { email, password, role: 'admin' });
  const login = await request.post('/api/auth.php?action=login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const setup = await request.post('/api/two_factor.php?action=setup', { headers: auth, data: {} });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/two_factor.php?action=enable', {
    headers: auth,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.ok()).toBe(true);
  return {
    requireTwoFactorOfStaff: async (on: boolean) => {
      const saved = await request.put('/api/settings.php', {
        headers: auth,
        data: { ...toWireSettings(defaultSiteSettings), two_factor_enabled: on },
      });
      expect(saved.ok()).toBe(true);
    },
  };
}

test('while the console requires two-factor sign-in, a moderator without it sees only the set-up', async ({
  page,
  request,
}) => {
  const admin = await enrolledAdmin(request);
  const moderator = { email: `mod-${Date.now()}@e2e.example`, password: 'Moder-Pass-e2e-4' };
  await adminSend(request, 'POST', '/api/users.php', { ...moderator, role: 'moderator' });
  await admin.requireTwoFactorOfStaff(true);
  try {
    const login = new AdminLoginPage(page);
    await login.open();
    await login.signIn(moderator);
    await expect(page.getByRole('heading', { name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await new TwoFactorPanel(page).confirmSetup();
    await expect(page.getByRole('link', { name: 'DMCA Notices' })).toBeVisible();
  } finally {
    await admin.requireTwoFactorOfStaff(false);
  }
});

test('the two-factor screens have no serious accessibility problem in either theme', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await registerAccount(request);
  await signInTab(page, account);
  const settings = new AccountSettingsPage(page);
  await settings.open();
  await settings.enableTwoFactorButton.click();
  const twoFactor = new TwoFactorPanel(page);
  await expect(twoFactor.qrCode).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await twoFactor.confirmSetup();
  await expect(settings.recoveryCodesLeft).toBeVisible();
  await expect(toast(page, messages.twoFactor.enabled)).toBeHidden({ timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await new SiteHeader(page).logout();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account);
  await expect(twoFactor.codeStep).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

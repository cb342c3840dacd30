import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { AccountSettingsPage } from './pages/AccountSettingsPage.ts';
import { GamePage } from './pages/GamePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { SearchResultsPage } from './pages/SearchResultsPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { answerTo, graphqlOperationName } from './support/graphqlOperation.ts';
import {
  meWithToken,
  registerAccount,
  signInElsewhere,
  signInTab,
  signsIn,
  stayOffline,
  storedToken,
} from './support/profileAccount.ts';
import { toast, toastBehindDialog } from './support/toasts.ts';

const sessionEndedMessage = 'Your session has ended. Please sign in again.';

/** Resolves when the page's GraphQL operation `name` has been answered. */
const answered = (page: Page, name: string) =>
  page.waitForResponse((response) => graphqlOperationName(response.request()) === name);

test.describe('account pages signed out', () => {
  for (const path of ['/account/profile', '/account/settings']) {
    test(`${path} goes to /login`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test("favorites from the game page's Star and from a card show on the profile", async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);

  const game = new GamePage(page);
  await game.openReady('xonotic');
  // The page's Star is the account's favorite: no separate heart there.
  await expect(game.favoriteToggle).toHaveCount(0);
  await game.star();
  await expect(game.starredButton).toBeVisible();
  await expect(game.starredButton).toHaveAttribute('title', 'Remove the star and the favorite');

  const search = new SearchResultsPage(page);
  await search.open('Mindustry');
  const card = search.cards.filter({ hasText: 'Mindustry' }).first();
  const favorited = answerTo(page, 'StarGame');
  await card.getByRole('button', { name: 'Favorite Mindustry' }).click();
  await expect(card.getByRole('button', { name: 'Favorite Mindustry' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await favorited;

  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.favorite('Xonotic')).toContainText(/Starred \w{3} \d{1,2}, \d{4}/);
  await expect(profile.favorite('Mindustry')).toBeVisible();
  await profile.favorite('Xonotic').getByRole('link', { name: 'Xonotic' }).click();
  await expect(page).toHaveURL(/\/game\/xonotic$/);
  await game.shown('Xonotic');
  await expect(game.starredButton).toBeVisible();
});

test("Download Game opens the official page and lands in the profile's downloads", async ({
  page,
  request,
}) => {
  await stayOffline(page);
  const account = await registerAccount(request);
  await signInTab(page, account);
  const game = new GamePage(page);
  await game.openReady('supertuxkart');

  const recorded = answered(page, 'AccountRecordDownload');
  const popup = page.waitForEvent('popup');
  await game.downloadLink.click();
  await (await popup).close();
  await recorded;

  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.download('SuperTuxKart')).toContainText(
    /Version .+ · .+ · Downloaded \w{3} \d{1,2}, \d{4}/,
  );
  await expect(profile.downloads.getByRole('listitem')).toHaveCount(1);
});

test('the email and the password change; the visitor stays signed in', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.fact('Role')).toHaveText('User');
  await expect(profile.fact('Member since')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);

  const newEmail = account.email.replace('player-', 'renamed-');
  await profile.changeEmail(newEmail, 'Wrong-Pass-1');
  await expect(profile.emailPassword).toHaveAccessibleDescription(messages.currentPasswordIncorrect);
  await profile.changeEmail(newEmail, account.password);
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(profile.fact('Email')).toContainText(newEmail);
  const header = new SiteHeader(page);
  await header.openAccountMenu();
  await expect(page.getByRole('menu')).toContainText(newEmail);
  await page.keyboard.press('Escape');

  await profile.changePassword('Wrong-Pass-1', 'Renewed-Pass-7');
  await expect(profile.currentPassword).toHaveAccessibleDescription('Current password is incorrect');
  await profile.changePassword(account.password, 'Renewed-Pass-7', 'Renewed-Pass-8');
  await expect(profile.confirmPassword).toHaveAccessibleDescription('Passwords do not match');
  await profile.changePassword(account.password, 'Renewed-Pass-7');
  await expect(toast(page, 'Password updated successfully')).toBeVisible();

  // Every earlier session ended with the change: this tab goes on with the fresh token.
  await page.reload();
  await expect(profile.fact('Email')).toContainText(newEmail);
  await expect(page).toHaveURL(/\/account\/profile$/);
  expect(await signsIn(request, newEmail, account.password)).toBe(false);
  expect(await signsIn(request, newEmail, 'Renewed-Pass-7')).toBe(true);
});

test('settings toggles are saved at once and kept', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const settings = new AccountSettingsPage(page);
  await settings.open();
  await expect(settings.emailNotifications).toBeChecked();
  await expect(settings.downloadNotifications).toBeChecked();

  await settings.flip(settings.emailNotifications);
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  await page.reload();
  await expect(settings.emailNotifications).not.toBeChecked();
  await expect(settings.downloadNotifications).toBeChecked();
});

test("after a logout, the next visitor sees none of the last one's favorites", async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const game = new GamePage(page);
  await game.openReady('openttd');
  await game.star();
  await expect(game.starredButton).toBeVisible();

  const header = new SiteHeader(page);
  await header.logout();
  await expect(game.starButton).toBeVisible();

  // The next visitor signs in within the same page session (no reload drops the cache for us).
  const next = await registerAccount(request);
  await header.openAccountMenu();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(next.email);
  await page.getByLabel(/^Password/).fill(next.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.typeSearch('OpenTTD');
  await header.suggestion('OpenTTD').click();
  await expect(page).toHaveURL(/\/game\/openttd$/);
  await game.shown('OpenTTD');
  await expect(game.starButton).toBeVisible();
  await expect(game.starredButton).toHaveCount(0);
});

test('a logout ends the token on the server as well', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();
  const token = await storedToken(page);
  expect(await meWithToken(request, token)).toBe(account.email);

  const loggedOut = answered(page, 'AccountLogout');
  await new SiteHeader(page).logout();
  await expect(toast(page, messages.session.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(storedToken(page)).rejects.toThrow('This tab keeps no session');
  await loggedOut;
  expect(await meWithToken(request, token)).toBe('UNAUTHENTICATED');
  await expect(toast(page, sessionEndedMessage)).toHaveCount(0);
});

test('sign out everywhere ends this session and every other one', async ({ page, request }) => {
  const account = await registerAccount(request);
  const otherDevice = await signInElsewhere(request, account);
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();
  const token = await storedToken(page);

  await profile.openSignOutEverywhere();
  await profile.signOutEverywhereDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.signOutEverywhereDialog).toBeHidden();
  expect(await meWithToken(request, otherDevice)).toBe(account.email);

  await profile.signOutEverywhere();
  await expect(toast(page, messages.session.signedOutEverywhere)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(storedToken(page)).rejects.toThrow('This tab keeps no session');
  expect(await meWithToken(request, token)).toBe('UNAUTHENTICATED');
  expect(await meWithToken(request, otherDevice)).toBe('UNAUTHENTICATED');
  await expect(toast(page, sessionEndedMessage)).toHaveCount(0);
  expect(await signsIn(request, account.email, account.password)).toBe(true);
});

test('deleting the account asks for its password, then nothing of it is left', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInTab(page, account);
  const settings = new AccountSettingsPage(page);
  await settings.open();
  const token = await storedToken(page);

  await settings.deleteAccount('Wrong-Pass-1');
  await expect(settings.deletePassword).toHaveAccessibleDescription(messages.passwordIncorrect);
  await settings.deleteAccount(account.password);
  await expect(toast(page, messages.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(storedToken(page)).rejects.toThrow('This tab keeps no session');
  expect(await meWithToken(request, token)).toBe('UNAUTHENTICATED');

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account);
  await expect(login.failure).toHaveText(messages.invalidCredentials);
});

test('the account pages have no serious accessibility problem in either theme', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await registerAccount(request);
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.favorites.getByText(/^No starred games yet/)).toBeVisible();
  await expect(profile.downloads.getByText(/^No downloads yet/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await profile.editEmailButton.click();
  await expect(profile.emailPassword).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await profile.openSignOutEverywhere();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(profile.signOutEverywhereDialog).toBeHidden();

  const settings = new AccountSettingsPage(page);
  await settings.open();
  await expect(settings.emailNotifications).toBeChecked();
  await expect(settings.deletePanel).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await settings.deleteAccount('Wrong-Pass-1');
  await expect(settings.deletePassword).toHaveAccessibleDescription(messages.passwordIncorrect);
  // Checked once the toast has gone: a toast fading in or out has, for a moment, too little contrast.
  await expect(toastBehindDialog(page, messages.passwordIncorrect)).toBeHidden({ timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

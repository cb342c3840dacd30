import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { UndoEmailChangePage } from './pages/UndoEmailChangePage.ts';
import { latestUndoMail } from './support/outbox.ts';

const password = 'Owner-Pass-42';
const uniqueAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
const texts = messages.emailChangeUndo;

test('the old address undoes an email change with the mailed link, once', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = { email: uniqueAddress('owner'), password };
  const registered = await request.post('/api/auth.php?action=register', { data: owner });
  expect(registered.ok()).toBe(true);
  const token = ((await registered.json()) as { token: string }).token;
  // Whoever holds the fresh session (the owner, or a thief of the token) moves the account away.
  const intruderAddress = uniqueAddress('intruder');
  const changed = await request.post('/api/account.php?action=update-profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: intruderAddress },
  });
  expect(changed.ok()).toBe(true);

  await expect.poll(() => latestUndoMail(baseURL ?? '', owner.email)).toBeDefined();
  const mail = await latestUndoMail(baseURL ?? '', owner.email);
  expect(mail?.text).toContain(intruderAddress);

  const undo = new UndoEmailChangePage(page);
  await undo.openLink(mail?.link ?? '');
  // Opening the link changed nothing: the account still has the new address.
  const profile = await request.get('/api/account.php?action=profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { email: string }).email).toBe(intruderAddress);

  // With the keyboard only: the button is reached by Tab and pressed with Enter.
  await undo.restoreButton.focus();
  await page.keyboard.press('Enter');
  await expect(undo.restoredHeading).toBeVisible();
  await expect(page.getByText(texts.restored)).toBeVisible();
  await expect(undo.signedOut).toHaveText(texts.signedOut);
  await expect(undo.resetPasswordLink).toHaveAttribute('href', '/forgot-password');

  const ended = await request.get('/api/account.php?action=profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(401);
  const signIn = await request.post('/api/auth.php?action=login', { data: owner });
  expect(signIn.ok()).toBe(true);

  await undo.resetPasswordLink.click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await undo.openLink(mail?.link ?? '');
  await undo.restore();
  await expect(undo.problem).toHaveText(texts.usedLink);
  await expect(undo.restoreButton).toHaveCount(0);
});

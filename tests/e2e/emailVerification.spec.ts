import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { GamePage } from './pages/GamePage.ts';
import { RegisterPage } from './pages/RegisterPage.ts';
import { VerifyEmailPage } from './pages/VerifyEmailPage.ts';
import { verificationLink } from './support/outbox.ts';
import { toast } from './support/toasts.ts';

const slug = 'supertuxkart';

test('a new account verifies its address with the emailed link before it may rate or comment', async ({
  page,
  baseURL,
}) => {
  const account = { email: `joined-${Date.now()}@e2e.example`, password: 'Joined-Pass-7' };
  const register = new RegisterPage(page);
  await register.open();
  await register.register(account);
  await expect(toast(page, 'Account created successfully!')).toBeVisible();

  const game = new GamePage(page);
  await game.openReady(slug);
  const gated = page.getByRole('region', { name: 'Rating and Comments' });
  await expect(gated.getByText(messages.emailVerification.required)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post comment' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Rating' })).toHaveCount(0);

  await expect.poll(() => verificationLink(baseURL ?? '', account.email)).toBeDefined();
  const link = (await verificationLink(baseURL ?? '', account.email)) ?? '';
  const verification = new VerifyEmailPage(page);
  await verification.openLink(link);
  await expect(verification.heading).toBeVisible();
  // Opening the link changed nothing: the button is still there to press.
  await verification.verify();
  await expect(verification.outcome).toHaveText(messages.emailVerification.done);

  await game.openReady(slug);
  await expect(
    page.getByRole('region', { name: 'Comments' }).getByRole('button', { name: 'Post comment' }),
  ).toBeVisible();
  await expect(page.getByText(messages.emailVerification.required)).toHaveCount(0);

  // The link works once.
  await verification.openLink(link);
  await verification.verify();
  await expect(verification.outcome).toHaveText(messages.emailVerification.invalidLink);
});

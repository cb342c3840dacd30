import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import { verificationLink } from './outbox.ts';
import type { SiteAccount } from './profileAccount.ts';
import { registerAccount } from './profileAccount.ts';

/** A new account whose address is verified with the token of its emailed link, as its page would. */
export async function verifiedAccount(request: APIRequestContext, baseURL: string): Promise<SiteAccount> {
  const account = await registerAccount(request);
  await expect.poll(() => verificationLink(baseURL, account.email)).toBeDefined();
  const link = (await verificationLink(baseURL, account.email)) ?? '';
  const token = new URL(link).searchParams.get('token');
  const answer = await request.post('/api/auth.php?action=verify-email', { data: { token } });
  expect(answer.status()).toBe(200);
  return account;
}

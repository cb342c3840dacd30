import { createHash } from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../../../support/accounts.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { fakeDate } from '../../../support/fakeDate.ts';
import { latestVerificationMail, mailSettled, outbox } from '../../../support/mail.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const verifyPath = '/api/auth.php?action=verify-email';
const resendPath = '/api/auth.php?action=resend-verification';
const invalidLink = { error: messages.emailVerification.invalidLink };
const perUser = 2;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(databaseKinds)('email verification through auth.php on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      limits: { verificationMailsPerUserPerHour: perUser },
      env: { PUBLIC_URL: 'https://games.example' },
    });
  });
  afterAll(() => service.stop());
  afterEach(() => {
    jest.useRealTimers();
  });

  const { newUser, read, write } = accountHelpers(() => service);
  const verify = (token: unknown) => service.request('POST', verifyPath, { json: { token } });
  const resend = (token: string) => service.request('POST', resendPath, { token, json: {} });
  const verified = async (token: string) => (await read(token, 'profile')).body.email_verified as boolean;

  async function registered() {
    const email = uniqueEmail('joined');
    const answer = await service.request('POST', '/api/auth.php?action=register', {
      json: { email, password: 'Joined-Pass-55t' },
    });
    expect(answer.status).toBe(201);
    await mailSettled(service);
    return { email, token: answer.body.token as string, mail: await latestVerificationMail(service, email) };
  }

  test('a registration mails a link to the site; the account is unverified until the link is posted, once', async () => {
    const account = await registered();
    expect(account.mail.subject).toBe('Confirm your email address for Gamevault');
    expect(account.mail.link.startsWith('https://games.example/verify-email?token=')).toBe(true);
    expect(account.mail.text).toContain('The link works for 24 hours and only once.');
    expect(account.mail.html).toContain(account.mail.link);
    expect(await verified(account.token)).toBe(false);

    const done = await verify(account.mail.token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: messages.emailVerification.done });
    expect(await verified(account.token)).toBe(true);

    expect(await verify(account.mail.token)).toMatchObject({ status: 400, body: invalidLink });
  });

  test('only the hash of the token is stored', async () => {
    const account = await registered();
    const stored = await service.running.app.rest.emailVerifications.findUsable(
      sha256(account.mail.token),
      new Date().toISOString(),
    );
    expect(stored?.email).toBe(account.email);
    expect(
      await service.running.app.rest.emailVerifications.findUsable(
        account.mail.token,
        new Date().toISOString(),
      ),
    ).toBeUndefined();
  });

  test('a link past its 24 hours, or any other text, proves nothing', async () => {
    const account = await registered();
    fakeDate(Date.now() + 24 * 3600 * 1000 + 1000);
    expect(await verify(account.mail.token)).toMatchObject({ status: 400, body: invalidLink });
    jest.useRealTimers();
    for (const token of ['x'.repeat(43), 'short', account.mail.token.toUpperCase()]) {
      expect(await verify(token)).toMatchObject({ status: 400, body: invalidLink });
    }
    expect(await verify(undefined)).toMatchObject({
      status: 400,
      body: { error: messages.emailVerification.tokenRequired },
    });
    expect(await verified(account.token)).toBe(false);
  });

  test('resend mails a new link within a budget per account; a verified account is told so', async () => {
    const account = await registered();
    const before = (await outbox(service)).length;
    const sent = await resend(account.token);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: messages.emailVerification.sent });
    await mailSettled(service);
    expect((await outbox(service)).length).toBe(before + 1);
    const newer = await latestVerificationMail(service, account.email);
    expect(newer.token).not.toBe(account.mail.token);

    expect((await resend(account.token)).status).toBe(200);
    const refused = await resend(account.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.tooManyRequests });

    expect((await verify(newer.token)).status).toBe(200);
    expect(await resend(account.token)).toMatchObject({
      status: 400,
      body: { error: messages.emailVerification.alreadyVerified },
    });
    expect((await service.request('POST', resendPath, { json: {} })).status).toBe(401);
  });

  test('accounts made by staff count as verified', async () => {
    const user = await newUser();
    expect(await verified(user.token)).toBe(true);
    expect(await verified(service.tokens.admin)).toBe(true);
  });

  test('a new email is unverified, and a link sent to the old address no longer works', async () => {
    const account = await registered();
    const user = await newUser();
    const changed = await write(user.token, 'update-profile', { email: uniqueEmail('moved') });
    expect(changed.status).toBe(200);
    expect(await verified(user.token)).toBe(false);

    const moved = await write(account.token, 'update-profile', { email: uniqueEmail('moved') });
    expect(moved.status).toBe(200);
    expect(await verify(account.mail.token)).toMatchObject({ status: 400, body: invalidLink });
    expect(await verified(account.token)).toBe(false);
  });

  test('the new address of an email change is mailed a link that proves it', async () => {
    const user = await newUser();
    const email = uniqueEmail('moved');
    expect((await write(user.token, 'update-profile', { email })).status).toBe(200);
    await mailSettled(service);
    const mail = await latestVerificationMail(service, email);
    expect((await verify(mail.token)).status).toBe(200);
    expect(await verified(user.token)).toBe(true);
  });

  test('the same email sent again keeps the account verified', async () => {
    const user = await newUser();
    expect((await write(user.token, 'update-profile', { email: user.email })).status).toBe(200);
    expect(await verified(user.token)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { entriesOf } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { fakeDate } from '../../../support/fakeDate.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import {
  authenticatorCode,
  enrolTwoFactor,
  nextAuthenticatorCode,
  signInWithCode,
} from '../../../support/twoFactor.ts';

describe.each(databaseKinds)('auth.php sign-in with a second factor on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    // The real budgets of wrong codes: 5 per challenge, 10 per account per quarter hour.
    service = await startTestService(kind);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });
  // One faked clock that only moves on, so that the audit log's order is the order of the calls.
  beforeAll(() => fakeDate(Date.now()));

  const { newUser } = accountHelpers(() => service);
  const login = (json: unknown) => service.request('POST', '/api/auth.php?action=login', { json });
  const second = (json: unknown) => service.request('POST', '/api/auth.php?action=two-factor', { json });
  const profile = (token: string) => service.request('GET', '/api/account.php?action=profile', { token });

  async function enrolledUser() {
    const user = await newUser();
    return { ...user, ...(await enrolTwoFactor(service.request, user.token)) };
  }

  test('the password answers a challenge, not a session; the challenge with a code answers the session', async () => {
    const user = await enrolledUser();
    const entries = await entriesOf(service, async () => {
      const answer = await signInWithCode(service.request, user, await nextAuthenticatorCode(user.secret));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        token: expect.any(String),
        user: { id: user.id, email: user.email, role: 'user' },
      });
      expect((await profile(answer.body.token)).status).toBe(200);
      // The password was entered for this session: an email change needs no second entry.
      const moved = await service.request('POST', '/api/account.php?action=update-profile', {
        token: answer.body.token,
        json: { email: `moved-${user.email}` },
      });
      expect(moved.status).toBe(200);
    });
    expect(entries).toMatchObject([
      { action: 'two_factor.login', actor_id: user.id, details: { factor: 'authenticator', console: false } },
    ]);
  });

  test('the challenge is no access token, and an access token is no challenge', async () => {
    const user = await enrolledUser();
    const first = await login({ email: user.email, password: user.password });
    const asToken = await profile(first.body.challenge);
    expect(asToken.status).toBe(401);
    expect(asToken.body).toEqual({ error: messages.invalidToken });
    const tokenAsChallenge = await second({
      challenge: user.token,
      code: await nextAuthenticatorCode(user.secret),
    });
    expect(tokenAsChallenge.status).toBe(401);
    expect(tokenAsChallenge.body).toEqual({ error: messages.twoFactor.challengeExpired });
  });

  test('a code opens once: the same code again, even with a new challenge, is refused', async () => {
    const user = await enrolledUser();
    const code = await nextAuthenticatorCode(user.secret);
    expect((await signInWithCode(service.request, user, code)).status).toBe(200);
    const replay = await signInWithCode(service.request, user, code);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      error: messages.twoFactor.codeInvalid,
      fields: { code: messages.twoFactor.codeInvalid },
    });
    // The code of the step before, still inside the drift window, is older than the one used: refused too.
    const older = await signInWithCode(service.request, user, await authenticatorCode(user.secret, -30));
    expect(older.status).toBe(400);
  });

  test('codes of the neighbouring steps are accepted (clock drift), farther ones are not', async () => {
    const user = await enrolledUser();
    jest.setSystemTime(Date.now() + 120_000);
    expect(
      (await signInWithCode(service.request, user, await authenticatorCode(user.secret, 90))).status,
    ).toBe(400);
    expect(
      (await signInWithCode(service.request, user, await authenticatorCode(user.secret, 30))).status,
    ).toBe(200);
  });

  test('a recovery code signs in once; the audit log says so', async () => {
    const user = await enrolledUser();
    const [code] = user.recoveryCodes;
    const entries = await entriesOf(service, async () => {
      expect((await signInWithCode(service.request, user, ` ${code?.toUpperCase()} `)).status).toBe(200);
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      'two_factor.recovery_code_used',
      'two_factor.login',
    ]);
    expect(entries[1]?.details).toEqual({ factor: 'recovery_code', console: false });
    expect((await signInWithCode(service.request, user, code ?? '')).status).toBe(400);
  });

  test('five wrong codes spend a challenge; ten spend the account budget, also for a fresh challenge', async () => {
    const user = await enrolledUser();
    const right = await nextAuthenticatorCode(user.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await login({ email: user.email, password: user.password });
    const entries = await entriesOf(service, async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await second({ challenge: first.body.challenge, code: wrong })).status).toBe(400);
      }
    });
    expect(entries.map((entry) => entry.action)).toEqual(Array(5).fill('two_factor.code_rejected'));
    const spent = await second({ challenge: first.body.challenge, code: right });
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toMatch(/^\d+$/);

    const again = await login({ email: user.email, password: user.password });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await second({ challenge: again.body.challenge, code: wrong })).status).toBe(400);
    }
    const third = await login({ email: user.email, password: user.password });
    const locked = await second({ challenge: third.body.challenge, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: messages.tooManyRequests });
  });

  test('a challenge serves one sign-in; a password change voids the challenges issued before it', async () => {
    const user = await enrolledUser();
    const first = await login({ email: user.email, password: user.password });
    const done = await second({
      challenge: first.body.challenge,
      code: await nextAuthenticatorCode(user.secret),
    });
    expect(done.status).toBe(200);
    const reused = await second({ challenge: first.body.challenge, code: user.recoveryCodes[0] });
    expect(reused.status).toBe(429);

    const pending = await login({ email: user.email, password: user.password });
    const changed = await service.request('POST', '/api/account.php?action=update-password', {
      token: done.body.token,
      json: { currentPassword: user.password, newPassword: 'Other-Pass-77k' },
    });
    expect(changed.status).toBe(200);
    const stale = await second({
      challenge: pending.body.challenge,
      code: await nextAuthenticatorCode(user.secret),
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: messages.twoFactor.challengeExpired });
  });

  test('a challenge expires after five minutes', async () => {
    const user = await enrolledUser();
    const first = await login({ email: user.email, password: user.password });
    jest.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await second({
      challenge: first.body.challenge,
      code: await authenticatorCode(user.secret),
    });
    expect(late.status).toBe(401);
  });

  test('the second step checks its input', async () => {
    const missing = await second({});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      challenge: messages.twoFactor.challengeRequired,
      code: messages.twoFactor.codeRequired,
    });
  });
});

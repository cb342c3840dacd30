import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { defaultLimits } from '../../server/config.ts';
import { accountHelpers } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const password = 'Right-Pass-31v';
const wrongPassword = 'Wrong-Pass-11a';
const locked = { error: 'Too many requests. Please try again later.' };
const failuresPerPair = defaultLimits.loginFailuresPerAccountAndIp;

/** Brute-force controls with the production limits (S08, S09). */
describe.each(databaseKinds)('auth.php brute-force limits on %s', (kind) => {
  let service: TestService;
  let ipCounter = 0;
  beforeAll(async () => {
    service = await startTestService(kind, { limits: defaultLimits });
  });
  afterAll(() => service.stop());

  /**
   * A visitor address as the trusted gateway (the BFF) reports it; only the gateway key makes it count.
   * Tests that do not need the loopback address use one of these, so that the loopback address stays
   * under the per-address auth limit (30 a minute) for the whole suite.
   */
  const viaGateway = (ip: string) => ({ 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip });
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const login = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    service.request('POST', '/api/auth.php?action=login', { json, headers });

  const { createUser } = accountHelpers(() => service);
  const newAccount = async () => (await createUser({ prefix: 'target', password })).email;

  function expectLocked(
    answer: Awaited<ReturnType<typeof login>>,
    maxRetryAfter = defaultLimits.loginFailureWindowSeconds,
  ) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(locked);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
    expect(answer.body.token).toBeUndefined();
  }

  /** Fails `count` times; each attempt may bring its own headers and body extras. */
  async function failLogins(
    email: string,
    count: number,
    vary: (attempt: number) => {
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = () => ({}),
  ) {
    for (let attempt = 1; attempt <= count; attempt++) {
      const { headers, extra } = vary(attempt);
      const answer = await login({ email, password: wrongPassword, ...extra }, headers);
      expect([attempt, answer.status]).toEqual([attempt, 401]);
    }
  }

  test('uses the production limit: 5 failures per account and address', () => {
    expect(failuresPerPair).toBe(5);
    expect(service.config.limits).toEqual(defaultLimits);
  });

  test('after 5 wrong passwords from one address the 6th attempt gets 429, even with the right password (S08)', async () => {
    const email = await newAccount();
    await failLogins(email, failuresPerPair);
    expectLocked(await login({ email, password }));
    expectLocked(await login({ email, password: wrongPassword }));
  });

  test('a new X-Forwarded-For per request and junk body fields do not reset the count (S09)', async () => {
    const email = await newAccount();
    await failLogins(email, failuresPerPair, (attempt) => ({
      headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      extra: { identifier: `someone-${attempt}@example.com`, username: 'admin' },
    }));
    expectLocked(
      await login(
        { email, password, identifier: 'fresh@example.com' },
        { 'x-forwarded-for': '203.0.113.250' },
      ),
    );
  });

  test("the account key is normalised: changing the email's case does not reset the count (S09)", async () => {
    const email = await newAccount();
    const headers = viaGateway(nextIp());
    await failLogins(email, failuresPerPair, (attempt) => ({
      headers,
      extra: { email: attempt % 2 === 0 ? email.toUpperCase() : ` ${email} ` },
    }));
    expectLocked(await login({ email: email.toUpperCase(), password }, headers));
  });

  test('a locked account does not affect another account from the same address', async () => {
    const lockedEmail = await newAccount();
    const otherEmail = await newAccount();
    const headers = viaGateway(nextIp());
    await failLogins(lockedEmail, failuresPerPair, () => ({ headers }));
    expectLocked(await login({ email: lockedEmail, password }, headers));
    const other = await login({ email: otherEmail, password }, headers);
    expect(other.status).toBe(200);
    expect(other.body.user.email).toBe(otherEmail);
  });

  test('fewer failures than the limit, then the right password, logs in', async () => {
    const email = await newAccount();
    const headers = viaGateway(nextIp());
    await failLogins(email, failuresPerPair - 1, () => ({ headers }));
    expect((await login({ email, password }, headers)).status).toBe(200);
  });

  test('a lock on one address does not shut the account owner out from another address', async () => {
    const email = await newAccount();
    const attacker = nextIp();
    await failLogins(email, failuresPerPair, () => ({ headers: viaGateway(attacker) }));
    expectLocked(await login({ email, password }, viaGateway(attacker)));
    expect((await login({ email, password }, viaGateway(nextIp()))).status).toBe(200);
  });

  test('after 100 failed checks in an hour the account is not locked: each further address gets one check an hour, and the owner signs in (S08, S44)', async () => {
    const email = await newAccount();
    const budget = defaultLimits.loginFailuresPerAccountPerHour;
    for (let done = 0; done < budget; done += failuresPerPair) {
      const ip = nextIp();
      await failLogins(email, Math.min(failuresPerPair, budget - done), () => ({ headers: viaGateway(ip) }));
    }
    // The hourly budget is spent: a new guessing address gets one check, then waits for the hour to end.
    const attacker = viaGateway(nextIp());
    await failLogins(email, defaultLimits.loginChecksPerAccountAndIpWhenSpent, () => ({ headers: attacker }));
    for (const guess of [wrongPassword, password]) {
      const refused = await login({ email, password: guess }, attacker);
      expectLocked(refused, 3600);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(
        defaultLimits.loginFailureWindowSeconds,
      );
    }
    // The owner, from an address that was not used for guessing, still gets in.
    const owner = await login({ email, password }, viaGateway(nextIp()));
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  }, 60_000);

  test('one address gets 429 after authAttemptsPerIpPerMinute auth requests; other addresses do not', async () => {
    const limit = defaultLimits.authAttemptsPerIpPerMinute;
    const ip = nextIp();
    for (let attempt = 1; attempt <= limit; attempt++) {
      const answer = await login(
        { email: `nobody-${attempt}@example.com`, password: wrongPassword },
        viaGateway(ip),
      );
      expect([attempt, answer.status]).toEqual([attempt, 401]);
    }
    for (const path of ['/api/auth.php?action=login', '/api/auth.php?action=register']) {
      const answer = await service.request('POST', path, {
        json: { email: 'late@example.com', password },
        headers: viaGateway(ip),
      });
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ error: 'Too many requests. Please try again later.' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const email = await newAccount();
    expect((await login({ email, password }, viaGateway(nextIp()))).status).toBe(200);
  }, 60_000);

  test('X-Forwarded-For without the gateway key is ignored: the limit follows the real address', async () => {
    const email = await newAccount();
    const spoofed = nextIp();
    await failLogins(email, failuresPerPair, () => ({ headers: { 'x-forwarded-for': spoofed } }));
    // The failures were counted against the loopback address, not the claimed one ...
    expectLocked(await login({ email, password }));
    // ... and a forged gateway key does not make the claimed address count either.
    const forged = await login(
      { email, password },
      { 'x-gateway-key': 'guessed-key', 'x-forwarded-for': nextIp() },
    );
    expectLocked(forged);
  });
  test('concurrent guesses cannot outrun the count: of 25 at once, at most 5 reach the password check', async () => {
    const email = await newAccount();
    const headers = viaGateway(nextIp());
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => login({ email, password: wrongPassword }, headers)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(failuresPerPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - failuresPerPair);
  });
});

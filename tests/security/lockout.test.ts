import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { Limits } from '../../server/config.ts';
import { defaultLimits } from '../../server/config.ts';
import { accountHelpers } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const password = 'Owner-Pass-64k';
const wrongPassword = 'Wrong-Pass-11a';
const locked = { error: 'Too many requests. Please try again later.' };

/**
 * Lockout as denial of service (S44): whatever a few guessing addresses send, only real password
 * checks count against the account, and its owner still signs in from an address of their own.
 */
function lockoutSuite(kind: (typeof databaseKinds)[number], limits: Limits) {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits });
  });
  afterAll(() => service.stop());

  const { createUser } = accountHelpers(() => service);
  const newAccount = async () => (await createUser({ prefix: 'owner', password })).email;
  /** A visitor address as the trusted gateway reports it. */
  const from = (ip: string) => ({ 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip });
  const login = (email: string, guess: string, ip: string) =>
    service.request('POST', '/api/auth.php?action=login', {
      json: { email, password: guess },
      headers: from(ip),
    });

  /**
   * Sends `count` wrong passwords from one address. With `paced`, it waits out each short
   * per-address lock, as a patient attacker would; refusals with a longer wait are sent regardless.
   */
  async function guess(email: string, ip: string, count: number, paced: boolean) {
    let checked = 0;
    let last: ApiResponse | undefined;
    for (let sent = 0; sent < count; sent++) {
      last = await login(email, wrongPassword, ip);
      if (last.status === 401) {
        checked += 1;
        continue;
      }
      expect([sent, last.status]).toEqual([sent, 429]);
      const retryAfter = Number(last.headers.get('retry-after'));
      if (paced && retryAfter <= limits.loginFailureWindowSeconds) await sleep(retryAfter * 1000 + 100);
    }
    return { checked, last: last as ApiResponse };
  }

  async function expectOwnerSignsIn(email: string, ip: string) {
    const owner = await login(email, password, ip);
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  }

  return { guess, login, newAccount, expectOwnerSignsIn };
}

describe.each(databaseKinds)('login lockout with the production limits on %s (S44)', (kind) => {
  const { guess, newAccount, expectOwnerSignsIn } = lockoutSuite(kind, defaultLimits);

  test('200 wrong passwords from one address: 5 are checked, the rest refused; the owner signs in from elsewhere', async () => {
    const email = await newAccount();
    const { checked, last } = await guess(email, '198.51.100.10', 200, false);
    expect(checked).toBe(defaultLimits.loginFailuresPerAccountAndIp);
    expect(last.status).toBe(429);
    await expectOwnerSignsIn(email, '198.51.100.11');
  }, 60_000);

  test('200 wrong passwords from four addresses: refused attempts use up nothing, the owner signs in', async () => {
    const email = await newAccount();
    const attackers = ['198.51.100.20', '198.51.100.21', '198.51.100.22', '198.51.100.23'];
    const results = await Promise.all(attackers.map((ip) => guess(email, ip, 50, false)));
    // Each address reaches the password check 5 times; its other 45 attempts are refused.
    expect(results.map((result) => result.checked)).toEqual(attackers.map(() => 5));
    await expectOwnerSignsIn(email, '198.51.100.24');
  }, 60_000);
});

/** Small limits, so that an attacker pacing under the per-address lock spends the account's budget quickly. */
const smallLimits: Limits = {
  ...defaultLimits,
  loginFailuresPerAccountAndIp: 5,
  loginFailureWindowSeconds: 1,
  loginFailuresPerAccountPerHour: 20,
  loginChecksPerAccountAndIpWhenSpent: 1,
  authAttemptsPerIpPerMinute: 10_000,
};

describe.each(databaseKinds)('login lockout with a spent hourly budget on %s (S08, S44)', (kind) => {
  const { guess, login, newAccount, expectOwnerSignsIn } = lockoutSuite(kind, smallLimits);
  const budget = smallLimits.loginFailuresPerAccountPerHour;
  const whenSpent = smallLimits.loginChecksPerAccountAndIpWhenSpent;

  function expectSlowPathRefusal(answer: ApiResponse) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(locked);
    const retryAfter = Number(answer.headers.get('retry-after'));
    // Longer than the short per-address lock: this address must wait for the hour to end.
    expect(retryAfter).toBeGreaterThan(smallLimits.loginFailureWindowSeconds);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }

  test('200 paced wrong passwords from one address: the budget and one more check, then 429; the owner signs in', async () => {
    const email = await newAccount();
    const attacker = '203.0.113.10';
    const { checked, last } = await guess(email, attacker, 200, true);
    expect(checked).toBe(budget + whenSpent);
    expectSlowPathRefusal(last);
    expectSlowPathRefusal(await login(email, password, attacker));
    await expectOwnerSignsIn(email, '203.0.113.11');
  }, 60_000);

  test('200 paced wrong passwords from four addresses: one extra check each, the owner signs in from a fresh one; IPv6 counts per /56', async () => {
    const email = await newAccount();
    const attackers = ['2001:db8:0:100::1', '2001:db8:0:200::1', '2001:db8:0:300::1', '2001:db8:0:400::1'];
    const results = await Promise.all(attackers.map((ip) => guess(email, ip, 50, true)));
    const checked = results.reduce((sum, result) => sum + result.checked, 0);
    expect(checked).toBe(budget + attackers.length * whenSpent);
    for (const { last } of results) expectSlowPathRefusal(last);
    // Another address in an attacker's /56 is the same visitor; the owner's own network is not.
    expectSlowPathRefusal(await login(email, password, '2001:db8:0:1ff::2'));
    await expectOwnerSignsIn(email, '2001:db8:0:500::1');
  }, 60_000);
});

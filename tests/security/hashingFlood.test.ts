import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { Limits } from '../../server/config.ts';
import { defaultLimits } from '../../server/config.ts';
import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

/** A guard against a hang only: the lanes fill within milliseconds. */
const generousMs = 20_000;

/** Production hashing limits; the anonymous budget stays out of the way (signInChallenge covers it). */
const limits: Partial<Limits> = {
  hashingConcurrency: defaultLimits.hashingConcurrency,
  hashingQueueLength: defaultLimits.hashingQueueLength,
  hashingAnonymousQueueLength: defaultLimits.hashingAnonymousQueueLength,
};

/**
 * Audit finding 4: anonymous logins for unknown emails and registrations from many addresses made
 * real sign-ins fail with "server is busy". Now they wait in a lane of their own, behind sign-ins.
 */
describe.each(databaseKinds)('a flood of anonymous password work on %s (finding 4)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits });
  });
  afterAll(() => service.stop());

  const { createUser } = accountHelpers(() => service);
  const from = (ip: string) => ({ 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip });
  const post = (action: string, json: unknown, ip: string) =>
    service.request('POST', `/api/auth.php?action=${action}`, { json, headers: from(ip) });
  const passwords = () => service.running.app.rest.passwords;
  /** Password work that reached the hasher: started, refused, or waiting for a slot. */
  const arrived = () => {
    const { runs, refused } = passwords().stats();
    const { known, anonymous } = passwords().load();
    return runs + refused + known + anonymous;
  };

  async function floodArrived(before: number, count: number): Promise<void> {
    const deadline = Date.now() + generousMs;
    while (arrived() - before < count) {
      if (Date.now() > deadline)
        throw new Error(`the flood never arrived: ${JSON.stringify(passwords().load())}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  test('with the whole flood queued or refused, every sign-in of an existing account gets through', async () => {
    const member = await createUser({ password: 'Member-Pass-84k' });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const before = arrived();
      const flood = Array.from({ length: 40 }, (_, index) => {
        const ip = `198.51.${round}.${index + 1}`;
        return index % 4 === 0
          ? post('register', { email: uniqueEmail('flood'), password: 'Flood-Pass-37w' }, ip)
          : post('login', { email: uniqueEmail('nobody'), password: 'Guess-Pass-51q' }, ip);
      });
      // The whole flood is running, waiting or refused: the sign-in comes after all of it.
      await floodArrived(before, 40);
      const signIn = await post('login', { email: member.email, password: member.password }, '203.0.113.9');
      expect(signIn.status).toBe(200);
      statuses.push(...(await Promise.all(flood)).map((answer) => answer.status));
    }
    // The flood itself was answered: checked (401), registered (201), or shed as busy (429).
    expect(new Set(statuses)).toEqual(new Set([401, 201, 429]));
  }, 120_000);
});

import { availableParallelism } from 'node:os';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { Limits } from '../../server/config.ts';
import { defaultLimits } from '../../server/config.ts';
import { hashingSlots } from '../../server/rest/auth/passwords.ts';
import { busyMessage } from '../../server/rest/express/HttpError.ts';
import { accountHelpers } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import { gameData, gameForm } from '../support/games.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const tooMany = { error: 'Too many requests. Please try again later.' };
/** A guard against catastrophic slowness only: a normal answer takes a small fraction of it. */
const generousMs = 10_000;

/** The hashing limits of production, which relaxed test limits loosen. */
const productionHashing: Partial<Limits> = {
  hashingConcurrency: defaultLimits.hashingConcurrency,
  hashingQueueLength: defaultLimits.hashingQueueLength,
};

function expectRetryAfter(answer: ApiResponse) {
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
};

test('hashing leaves at least two libuv threads for compression and file reads', () => {
  expect(hashingSlots(defaultLimits.hashingConcurrency, 4)).toBe(defaultLimits.hashingConcurrency);
  expect(hashingSlots(4, 4)).toBe(2);
  expect(hashingSlots(2, 3)).toBe(1);
  expect(hashingSlots(8, 16)).toBe(8);
});

test('hashing leaves a core to the event loop, where there is more than one', () => {
  expect(defaultLimits.hashingConcurrency).toBeGreaterThanOrEqual(1);
  expect(defaultLimits.hashingConcurrency).toBeLessThan(Math.max(2, availableParallelism()));
});

/** Expensive work per request (S45): every path that hashes is limited, and hashing is capped. */
describe.each(databaseKinds)('password hashing under load on %s (S45)', (kind) => {
  const perUser = 5;
  const perAddress = 8;
  const limits: Partial<Limits> = {
    ...productionHashing,
    passwordChangesPerUserPerHour: perUser,
    passwordChangesPerIpPerHour: perAddress,
  };
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits });
    for (const slug of ['xonotic', 'supertuxkart', 'teeworlds']) {
      const created = await service.request('POST', '/api/games.php', {
        token: service.tokens.admin,
        form: gameForm(gameData({ slug, title: slug, description: `${slug} `.repeat(80) })),
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => service.stop());

  const { newUser } = accountHelpers(() => service);
  const from = (ip: string) => ({ 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip });
  const argon2Runs = () => service.running.app.rest.passwords.stats().runs;
  const wrongChange = (token: string, ip: string) =>
    service.request('POST', '/api/account.php?action=update-password', {
      token,
      json: { currentPassword: 'Not-The-Right-1', newPassword: 'Another-Pass-88r' },
      headers: from(ip),
    });

  test('60 concurrent wrong update-password calls: 5 reach argon2, the rest get 429 at once; a login and a gzip answer for others stay fast', async () => {
    const flooder = await newUser();
    const other = await newUser();
    const before = argon2Runs();
    const flood = Promise.all(Array.from({ length: 60 }, () => wrongChange(flooder.token, '198.51.100.30')));
    const [answers, login, list] = await Promise.all([
      timed(flood),
      timed(
        service.request('POST', '/api/auth.php?action=login', {
          json: { email: other.email, password: other.password },
          headers: from('198.51.100.31'),
        }),
      ),
      timed(service.request('GET', '/api/games.php', { headers: { 'accept-encoding': 'gzip' } })),
    ]);

    const statuses = answers.result.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(perUser);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - perUser);
    for (const answer of answers.result.filter((answer) => answer.status === 429)) {
      expect(answer.body).toEqual(tooMany);
      expectRetryAfter(answer);
    }
    // Only the admitted changes and the one login ran argon2.
    expect(argon2Runs() - before).toBe(perUser + 1);

    expect(login.result.status).toBe(200);
    expect(login.ms).toBeLessThan(generousMs);
    expect(list.result.status).toBe(200);
    expect(list.result.headers.get('content-encoding')).toBe('gzip');
    expect(list.result.body).toHaveLength(3);
    expect(list.ms).toBeLessThan(generousMs);
  }, 60_000);

  test('users behind one address share its update-password budget', async () => {
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const statuses: number[] = [];
    for (const user of users) {
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await wrongChange(user.token, '198.51.100.40')).status);
      }
    }
    const allowed = perAddress;
    expect(statuses).toEqual([...Array(allowed).fill(400), ...Array(12 - allowed).fill(429)]);
    // Another address is not affected.
    expect((await wrongChange(users[2].token, '198.51.100.41')).status).toBe(400);
  }, 60_000);
});

describe.each(databaseKinds)('admin password writes on %s (S45)', (kind) => {
  // Starting the service creates the moderator and the user: two of these writes.
  const passwordWritesPerAdminPerHour = 4;
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      limits: { ...productionHashing, passwordWritesPerAdminPerHour },
    });
  });
  afterAll(() => service.stop());

  const users = (method: string, json: unknown, query = '') =>
    service.request(method, `/api/users.php${query}`, { token: service.tokens.admin, json });

  test('users.php POST and PUT with a password count per admin; a change without a password does not', async () => {
    const first = await users('POST', { email: 'first@example.com', password: 'First-Pass-51a' });
    expect(first.status).toBe(201);
    expect((await users('POST', { email: 'second@example.com', password: 'Second-Pass-52b' })).status).toBe(
      201,
    );

    const refused = await users('POST', { email: 'third@example.com', password: 'Third-Pass-53c' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expectRetryAfter(refused);
    const put = await users('PUT', { password: 'Newer-Pass-54d' }, `?id=${first.body.user.id}`);
    expect(put.status).toBe(429);

    expect((await users('PUT', { role: 'moderator' }, `?id=${first.body.user.id}`)).status).toBe(200);
    const listed = (await service.request('GET', '/api/users.php', { token: service.tokens.admin })).body;
    expect(listed.users.map((user: { email: string }) => user.email)).not.toContain('third@example.com');
  });
});

describe.each(databaseKinds)('the hashing cap on %s (S45)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      limits: {
        hashingConcurrency: 1,
        hashingQueueLength: 0,
        loginFailuresPerAccountAndIp: 1,
      },
    });
  });
  afterAll(() => service.stop());

  const { createUser } = accountHelpers(() => service);
  const login = (email: string, password: string, ip: string) =>
    service.request('POST', '/api/auth.php?action=login', {
      json: { email, password },
      headers: { 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip },
    });

  test('beyond the cap a login answers 429 with Retry-After at once, without hashing, and the attempt counts for nothing', async () => {
    const user = await createUser({ password: 'Capped-Pass-61e' });
    const stats = () => service.running.app.rest.passwords.stats();
    const before = stats();
    const addresses = Array.from({ length: 20 }, (_, index) => `203.0.113.${index + 1}`);
    const answers = await Promise.all(addresses.map((ip) => login(user.email, 'Wrong-Pass-11a', ip)));

    const busy = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length + checked.length).toBe(addresses.length);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toEqual({ error: busyMessage });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    const after = stats();
    expect(after.runs - before.runs).toBe(checked.length);
    expect(after.refused - before.refused).toBe(busy.length);

    // One failure per account and address is allowed here: an address whose check was refused
    // as busy has used none, so it may still sign in; one whose check failed is locked.
    const addressWith = (status: number) => {
      const ip = addresses.find((_, index) => answers[index]?.status === status);
      if (ip === undefined) throw new Error(`no answer with status ${status}`);
      return ip;
    };
    expect((await login(user.email, user.password, addressWith(429))).status).toBe(200);
    expect((await login(user.email, user.password, addressWith(401))).status).toBe(429);
  }, 60_000);
});

import { request as httpRequest } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { adminCredentials, startTestService } from '../../../../support/service.ts';

/**
 * A DELETE whose token is checked now and whose body arrives when `release` resolves: the request
 * passes the sign-in check while its target is still an admin, as a concurrent request would.
 */
function heldDelete(url: string, token: string, body: unknown, release: Promise<undefined>) {
  const json = JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(`${url}/api/users.php`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.flushHeaders();
    void release.then(() => req.end(json));
  });
}

/** Two admins deleting each other at the same time: one delete wins, one admin remains. */
describe.each(databaseKinds)('the last admin on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('crossed deletes of the only two admins leave exactly one', async () => {
    const { createUser } = accountHelpers(() => service);
    const second = await createUser({ role: 'admin' });
    const secondToken = await service.login({ email: second.email, password: second.password });
    const users = (await service.request('GET', '/api/users.php', { token: service.tokens.admin })).body
      .users as { id: number; email: string }[];
    const firstId = users.find((user) => user.email === adminCredentials.email)?.id;
    // The second admin's delete is signed in first and sends its body once the first delete is done.
    const { promise: released, resolve: release } = Promise.withResolvers<undefined>();
    const held = heldDelete(service.url, secondToken, { id: firstId }, released);
    await delay(300);
    const first = await service.request('DELETE', '/api/users.php', {
      token: service.tokens.admin,
      json: { id: second.id },
    });
    release(undefined);
    expect(first.status).toBe(200);
    expect(await held).toEqual({ status: 400, body: { error: 'At least one admin must remain' } });
    const admins = await service.running.db.kysely
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

describe.each(databaseKinds)('health and readiness on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('/healthz answers that the process is alive, never from a cache', async () => {
    const answer = await service.request('GET', '/healthz');
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { status: 'ok' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('/readyz answers ready when the database does, naming each check', async () => {
    const answer = await service.request('GET', '/readyz');
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok' } },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('once shutdown begins, /readyz and /healthz answer 503 so that a load balancer stops sending', async () => {
    service.running.app.markStopping();
    for (const path of ['/readyz', '/healthz']) {
      const answer = await service.request('GET', path);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 503,
        body: { status: 'stopping' },
      });
    }
  });
});

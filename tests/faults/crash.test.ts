import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, killChild, signIn, startChildServer } from '../support/childServer.ts';
import { databaseKinds } from '../support/databases.ts';
import { gameRequest } from '../support/submissions.ts';

/** SIGKILL in the middle of a burst of writes loses no write that was acknowledged. */

const writers = 8;
const acknowledgedBeforeKill = 60;

describe.each(databaseKinds)('SIGKILL during a burst of writes on %s', (kind) => {
  let storage: Storage;
  let server: ChildServer | undefined;
  // Lets the test name a different visitor for each anonymous request, as the GraphQL layer does.
  const env = { GATEWAY_KEY: randomBytes(32).toString('base64url') };
  beforeAll(async () => {
    storage = await createStorage(kind);
  });
  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  test('every write answered 2xx is there after a restart, and the database is intact', async () => {
    const first = await startChildServer(storage, env);
    server = first;
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const write = async () => {
      while (!killed) {
        const n = next++;
        const title = `Kept Through A Crash ${n}`;
        try {
          const answer = await fetch(`${first.url}/api/submit_game_request.php`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-gateway-key': env.GATEWAY_KEY,
              'x-forwarded-for': `10.0.${n >> 8}.${n & 255}`,
            },
            body: JSON.stringify({ ...gameRequest, game_title: title }),
          });
          if (answer.status >= 200 && answer.status < 300) acknowledged.push(title);
          else throw new Error(`write ${n} answered ${answer.status}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: writers }, write));
    while (acknowledged.length < acknowledgedBeforeKill)
      await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await burst;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startChildServer(storage, env);
    server = second;
    const list = await fetch(`${second.url}/api/game_requests.php`, {
      headers: { authorization: `Bearer ${await signIn(second.url)}` },
    });
    expect(list.status).toBe(200);
    const stored = ((await list.json()) as { gameRequests: { game_title: string }[] }).gameRequests.map(
      (request) => request.game_title,
    );
    expect(acknowledged.filter((title) => !stored.includes(title))).toEqual([]);
    // Writes cut off by the kill may or may not have been committed; nothing else appears.
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.length).toBeLessThanOrEqual(next);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    if (kind === 'sqlite') {
      const database = new DatabaseSync(storage.databaseUrl.replace(/^sqlite:/, ''), { readOnly: true });
      expect(database.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      database.close();
    }
  }, 60_000);
});

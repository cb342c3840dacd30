import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, killChild, signIn, startChildServer } from '../support/childServer.ts';
import { newVisitorId } from '../support/community.ts';
import { databaseKinds } from '../support/databases.ts';
import { createGameThrough } from '../support/instancePair.ts';

/**
 * SIGKILL before the counts flush: nothing counted is held in memory, so every acknowledged count
 * reaches its game after a restart (docs/decisions.md, "Counts are batched in the database").
 */

describe.each(databaseKinds)('SIGKILL with counted events not yet flushed on %s', (kind) => {
  let storage: Storage;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    storage = await createStorage(kind);
  });
  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  const count = (url: string, action: string, gameId: number) =>
    fetch(`${url}/api/community.php?action=${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': newVisitorId() },
      body: JSON.stringify({ gameId }),
    });

  test('every count answered before the kill is in the game once the restarted server has flushed', async () => {
    const first = await startChildServer(storage);
    server = first;
    const game = await createGameThrough(first, await signIn(first.url), 'Crash Counted Kart');
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => count(first.url, 'star', game.id)),
      ...Array.from({ length: 8 }, () => count(first.url, 'view', game.id)),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    server = await startChildServer(storage);
    const restarted = server;
    const started = performance.now();
    const read = async () =>
      (await (await fetch(`${restarted.url}/api/games.php?slug=crash-counted-kart`)).json()) as {
        stars: number;
        views: number;
      };
    while ((await read()).stars < 12) {
      // One flush period (10 s) and some room.
      expect(performance.now() - started).toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await read()).toMatchObject({ stars: 12, views: 8 });
  }, 60_000);
});

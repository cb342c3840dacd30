import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { Visitor } from '../../../../server/rest/community/visitorKeys.ts';
import type { Db } from '../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../server/rest/db/connection.ts';
import { migrateToLatest } from '../../../../server/rest/db/migrate.ts';
import { communityRepository } from '../../../../server/rest/repositories/communityRepository.ts';
import { countDeltasRepository } from '../../../../server/rest/repositories/countDeltasRepository.ts';
import { createPostgresDatabase, databaseKinds } from '../../../support/databases.ts';
import { generatedGameRow } from '../../../support/gameRows.ts';

/**
 * Two connections to one database stand for two instances of the service (two processes on one
 * SQLite file, or two servers on one PostgreSQL): each records events and flushes on its own.
 */
describe.each(databaseKinds)('count deltas flushed by two instances on one %s database', (kind) => {
  let dbs: [Db, Db];
  let drop: () => Promise<void>;
  let gameId: number;
  beforeAll(async () => {
    let url: string;
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'gv-deltas-'));
      url = `sqlite:${path.join(dir, 'shared.sqlite')}`;
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const database = await createPostgresDatabase();
      url = database.url;
      drop = database.drop;
    }
    dbs = [openDatabase(url), openDatabase(url)];
    await migrateToLatest(dbs[0]);
    const game = generatedGameRow('shared', 1, 1000);
    gameId = (await dbs[0].kysely.insertInto('games').values(game).returning('id').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await drop();
  });

  test('events and flushes of both interleaved: every count reaches the game once, each flush raising one version', async () => {
    const instances = dbs.map((db) => ({
      events: communityRepository(db.kysely, db.kind),
      deltas: countDeltasRepository(db.kysely, db.kind),
    }));
    const version = async () =>
      (
        await dbs[0].kysely
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'games')
          .executeTakeFirstOrThrow()
      ).version;
    const before = await version();
    const events = 120;
    const now = new Date().toISOString();
    let moved = 0;
    const flushes: Promise<void>[] = [];
    const work = Array.from({ length: events }, async (_, index) => {
      const instance = instances[index % 2] as (typeof instances)[number];
      const visitor: Visitor = { kind: 'anonymous', key: `v:${index}` };
      await instance.events.recordViews([{ visitorKey: visitor.key, gameId }], now, '');
      await instance.events.star(visitor, gameId, now);
      await instance.events.recordDownload(visitor, gameId, now);
      if (index % 10 === 0) {
        flushes.push(
          instance.deltas.flush().then((games) => {
            if (games > 0) moved += 1;
          }),
        );
      }
    });
    await Promise.all(work);
    await Promise.all(flushes);
    for (const instance of instances) if ((await instance.deltas.flush()) > 0) moved += 1;

    const game = await dbs[1].kysely
      .selectFrom('games')
      .select(['views', 'stars', 'downloads'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(game).toEqual({ views: events, stars: events, downloads: events });
    expect(await dbs[0].kysely.selectFrom('count_deltas').selectAll().execute()).toEqual([]);
    expect((await version()) - before).toBe(moved);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import {
  viewGroupCommit,
  viewsPerCommit,
} from '../../../../../server/rest/community/groupCommit/viewGroupCommit.ts';
import type { Db } from '../../../../../server/rest/db/connection.ts';
import { migrateToLatest } from '../../../../../server/rest/db/migrate.ts';
import type { ViewEvent } from '../../../../../server/rest/repositories/communityRepository.ts';
import { communityRepository } from '../../../../../server/rest/repositories/communityRepository.ts';
import {
  runWithWriteDeadline,
  WriteDeadlinePassed,
} from '../../../../../server/rest/writeDeadline/writeDeadline.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';
import { generatedGameRow } from '../../../../support/gameRows.ts';

describe.each(databaseKinds)('views written by group commit on %s', (kind) => {
  let database: EmptyDatabase;
  let db: Db;
  let activeGame: number;
  let inactiveGame: number;
  let visitors = 0;
  const newVisitor = () => `v:group-commit-${(visitors += 1)}`;

  beforeAll(async () => {
    database = await emptyDatabase(kind);
    ({ db } = database);
    await migrateToLatest(db);
    const ids = await db.kysely
      .insertInto('games')
      .values([generatedGameRow('batch', 1, 1000), generatedGameRow('batch', 2, 2)])
      .returning('id')
      .execute();
    [activeGame, inactiveGame] = ids.map((row) => row.id) as [number, number];
  });
  afterAll(() => database.drop());

  /** The group commit over the real repository, with every batch it writes on record. */
  function recorded(fail?: () => boolean) {
    const repository = communityRepository(db.kysely, db.kind);
    const batches: number[] = [];
    const views = viewGroupCommit(async (batch, now, windowStart) => {
      batches.push(batch.length);
      if (fail?.()) throw new Error('the database went away');
      return repository.recordViews(batch, now, windowStart);
    });
    return { views, batches };
  }

  const pendingViews = async () => {
    const row = await db.kysely
      .selectFrom('count_deltas')
      .select('views')
      .where('game_id', '=', activeGame)
      .executeTakeFirst();
    return row?.views ?? 0;
  };

  test('views arriving together are written in one transaction, each answered for itself', async () => {
    const { views, batches } = recorded();
    const before = await pendingViews();
    const repeater = newVisitor();
    const events: ViewEvent[] = [
      ...Array.from({ length: 30 }, () => ({ visitorKey: newVisitor(), gameId: activeGame })),
      ...Array.from({ length: 5 }, () => ({ visitorKey: repeater, gameId: activeGame })),
      { visitorKey: newVisitor(), gameId: inactiveGame },
      { visitorKey: newVisitor(), gameId: 999_999 },
    ];
    const outcomes = await Promise.all(events.map((event) => views.record(event)));
    expect(batches).toEqual([events.length]);
    expect(outcomes.slice(0, 30)).toEqual(Array(30).fill('counted'));
    expect(outcomes.slice(30, 35)).toEqual(['counted', 'repeat', 'repeat', 'repeat', 'repeat']);
    expect(outcomes.slice(35)).toEqual(['unknownGame', 'unknownGame']);
    expect(await pendingViews()).toBe(before + 31);
    // The repeater's next view, in a later batch, is inside its 30-minute window.
    expect(await views.record({ visitorKey: repeater, gameId: activeGame })).toBe('repeat');
  });

  test(`views waiting beyond ${viewsPerCommit} go in further batches, none lost`, async () => {
    const { views, batches } = recorded();
    const before = await pendingViews();
    const count = viewsPerCommit * 2 + 7;
    const outcomes = await Promise.all(
      Array.from({ length: count }, () => views.record({ visitorKey: newVisitor(), gameId: activeGame })),
    );
    expect(batches).toEqual([viewsPerCommit, viewsPerCommit, 7]);
    expect(outcomes.every((outcome) => outcome === 'counted')).toBe(true);
    expect(await pendingViews()).toBe(before + count);
  });

  test('a failed batch fails each of its views and writes none; the next batch is written', async () => {
    let failures = 1;
    const { views } = recorded(() => (failures -= 1) >= 0);
    const before = await pendingViews();
    const failed = await Promise.allSettled(
      [newVisitor(), newVisitor()].map((visitorKey) => views.record({ visitorKey, gameId: activeGame })),
    );
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await pendingViews()).toBe(before);
    expect(await views.record({ visitorKey: newVisitor(), gameId: activeGame })).toBe('counted');
    expect(await pendingViews()).toBe(before + 1);
  });

  test('a batch holding a request past its deadline writes nothing, and fails as a late write', async () => {
    const { views } = recorded();
    const before = await pendingViews();
    const onTime = views.record({ visitorKey: newVisitor(), gameId: activeGame });
    const late = runWithWriteDeadline(performance.now() - 1, () =>
      views.record({ visitorKey: newVisitor(), gameId: activeGame }),
    );
    await expect(late).rejects.toBeInstanceOf(WriteDeadlinePassed);
    await expect(onTime).rejects.toBeInstanceOf(WriteDeadlinePassed);
    expect(await pendingViews()).toBe(before);
  });
});

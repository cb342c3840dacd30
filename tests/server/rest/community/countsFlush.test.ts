import { afterEach, describe, expect, test } from '@jest/globals';

import { communityHelpers, communitySuite, newVisitorId } from '../../../support/community.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const minutes = (n: number) => n * 60_000;

describe.each(databaseKinds)('the counts flush on %s', (kind) => {
  const { service, post, flush, counts, createGame, rowCount, gamesVersion, newUser } = communitySuite(kind);

  test('every counted event waits in count_deltas, in the database, until a flush moves it', async () => {
    const gameId = await createGame('flush-pending');
    await post('view', { gameId }, { visitorId: newVisitorId() });
    await post('share', { gameId }, { visitorId: newVisitorId() });
    const pending = await service()
      .running.db.kysely.selectFrom('count_deltas')
      .selectAll()
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ views: 1, shares: 1, stars: 0 });
    expect(await counts(gameId)).toMatchObject({ views: 0, shares: 0 });
    await flush();
    expect(await rowCount('count_deltas')).toBe(0);
    expect(await counts(gameId)).toMatchObject({ views: 1, shares: 1 });
  });

  test('deltas that cancel out are taken but move nothing and raise no version', async () => {
    const gameId = await createGame('flush-cancelled');
    const user = await newUser();
    await flush();
    const version = await gamesVersion();
    const revision = (
      await service()
        .running.db.kysely.selectFrom('games')
        .select('revision')
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow()
    ).revision;
    await post('star', { gameId }, { token: user.token });
    await post('unstar', { gameId }, { token: user.token });
    expect(await rowCount('count_deltas')).toBe(1);
    expect(await flush()).toBe(0);
    expect(await rowCount('count_deltas')).toBe(0);
    expect(await gamesVersion()).toBe(version);
    const after = await service()
      .running.db.kysely.selectFrom('games')
      .select('revision')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(after.revision).toBe(revision);
  });

  test('the prune deletes views past their window and downloads of past days, nothing newer', async () => {
    const gameId = await createGame('flush-prune');
    const { kysely } = service().running.db;
    const now = Date.now();
    const views = [
      { visitor_key: 'v:old', game_id: gameId, counted_at: new Date(now - minutes(31)).toISOString() },
      { visitor_key: 'v:new', game_id: gameId, counted_at: new Date(now - minutes(29)).toISOString() },
    ];
    await kysely.insertInto('game_views').values(views).execute();
    const day = (back: number) => new Date(now - back * 86_400_000).toISOString().slice(0, 10);
    const downloads = [0, 1, 2].map((back) => ({
      visitor_key: `v:d${back}`,
      game_id: gameId,
      day: day(back),
    }));
    await kysely.insertInto('anonymous_downloads').values(downloads).execute();

    await service().running.app.rest.counts.prune();
    const keptViews = await kysely
      .selectFrom('game_views')
      .select('visitor_key')
      .where('game_id', '=', gameId)
      .execute();
    expect(keptViews.map((row) => row.visitor_key)).toEqual(['v:new']);
    const keptDays = await kysely
      .selectFrom('anonymous_downloads')
      .select('day')
      .where('game_id', '=', gameId)
      .execute();
    expect(keptDays.map((row) => row.day).sort()).toEqual([day(1), day(0)]);
  });
});

describe.each(databaseKinds)('the counts flush of a running server on %s', (kind) => {
  let service: TestService | undefined;
  afterEach(() => service?.stop());

  test('runs every countsFlushSeconds by itself', async () => {
    service = await startTestService(kind, { env: { COUNTS_FLUSH_SECONDS: '1' } });
    const running = service;
    const { post, counts, createGame } = communityHelpers(() => running);
    const gameId = await createGame('flush-periodic');
    await post('view', { gameId }, { visitorId: newVisitorId() });
    const started = performance.now();
    while ((await counts(gameId)).views === 0) {
      expect(performance.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test('runs once more when the server stops: a restart finds every count in its game', async () => {
    const first = await startTestService(kind, { env: { COUNTS_FLUSH_SECONDS: '3600' } });
    const { post, createGame } = communityHelpers(() => first);
    const gameId = await createGame('flush-at-stop');
    await post('star', { gameId }, { visitorId: newVisitorId() });
    await post('view', { gameId }, { visitorId: newVisitorId() });
    service = await first.restart();
    const again = service;
    const { counts, rowCount } = communityHelpers(() => again);
    expect(await rowCount('count_deltas')).toBe(0);
    expect(await counts(gameId)).toMatchObject({ stars: 1, views: 1 });
  });
});

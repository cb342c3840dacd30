import { afterEach, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';

import { migrateToLatest, migrateUpTo } from '../../../../../server/rest/db/migrate.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';
import { generatedGameRow } from '../../../../support/gameRows.ts';

describe.each(databaseKinds)('migration 014 on %s', (kind) => {
  let opened: EmptyDatabase | undefined;
  afterEach(() => opened?.drop());

  test('existing favorites become stars, means keep their weight, the accounts’ downloads their days', async () => {
    opened = await emptyDatabase(kind);
    const { db } = opened;
    await migrateUpTo(db, '013_email_verification');
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    // A row as 013 knew it: without the later columns.
    const {
      stars: _stars,
      shares: _shares,
      license: _license,
      ...oldGame
    } = generatedGameRow('old', 1, 1000);
    const game = await old
      .insertInto('games')
      .values({ ...oldGame, rating: 4.5, total_ratings: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stamp = '2025-05-01T10:00:00.000Z';
    const users = [];
    for (const email of ['a@example.com', 'b@example.com']) {
      const user = { email, password_hash: 'x', role: 'user', created_at: stamp, updated_at: stamp };
      users.push(await old.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow());
    }
    for (const user of users) {
      await old
        .insertInto('favorites')
        .values({ user_id: user.id, game_id: game.id, created_at: stamp })
        .execute();
    }
    const downloads = [
      [users[0], '2025-05-01'],
      [users[1], '2025-05-01'],
      [users[0], '2025-05-02'],
    ] as const;
    for (const [user, day] of downloads) {
      await old
        .insertInto('downloads')
        .values({
          user_id: user?.id,
          game_id: game.id,
          created_at: `${day}T12:00:00.000Z`,
          download_day: day,
        })
        .execute();
    }

    await migrateToLatest(db);
    const row = await db.kysely
      .selectFrom('games')
      .select(['stars', 'shares', 'rating', 'rating_sum', 'total_ratings'])
      .where('id', '=', Number(game.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stars: 2, shares: 0, rating: 4.5, rating_sum: 45, total_ratings: 10 });
    const days = await db.kysely
      .selectFrom('game_download_days')
      .select(['day', 'downloads'])
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2025-05-01', downloads: 2 },
      { day: '2025-05-02', downloads: 1 },
    ]);
    expect(await db.kysely.selectFrom('count_deltas').selectAll().execute()).toEqual([]);
    const lastActive = await db.kysely.selectFrom('users').select('last_active_at').execute();
    expect(lastActive).toEqual([{ last_active_at: null }, { last_active_at: null }]);

    // From now on, a favorite's removal is a star less.
    await db.kysely.deleteFrom('favorites').where('user_id', '=', Number(users[0]?.id)).execute();
    const delta = await db.kysely.selectFrom('count_deltas').select(['game_id', 'stars']).execute();
    expect(delta).toEqual([{ game_id: game.id, stars: -1 }]);
  });
});

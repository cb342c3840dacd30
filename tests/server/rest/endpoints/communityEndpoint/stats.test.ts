import { describe, expect, test } from '@jest/globals';

import { communitySuite } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe.each(databaseKinds)('community.php stats and active accounts on %s', (kind) => {
  const { service, get, createGame, createUser, newUser, read } = communitySuite(kind);
  const lastActive = async (id: number) =>
    (
      await service()
        .running.db.kysely.selectFrom('users')
        .select('last_active_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).last_active_at;
  const setLastActive = (id: number, at: string | null) =>
    service()
      .running.db.kysely.updateTable('users')
      .set({ last_active_at: at })
      .where('id', '=', id)
      .execute();

  test('stats counts active games, their downloads, ratings and visible comments, and accounts active in 30 days', async () => {
    const { kysely } = service().running.db;
    const first = await createGame('stats-a');
    const second = await createGame('stats-b');
    const hidden = await createGame('stats-hidden', { status: 'inactive' });
    const totals = [
      [first, 120, 7],
      [second, 30, 3],
      [hidden, 1000, 1000],
    ] as const;
    for (const [id, downloads, ratings] of totals) {
      await kysely
        .updateTable('games')
        .set({ downloads, total_ratings: ratings })
        .where('id', '=', id as number)
        .execute();
    }
    const now = new Date().toISOString();
    const comment = (game: number, status: 'visible' | 'hidden' | 'deleted') => ({
      game_id: game,
      user_id: null,
      parent_id: null,
      content: status === 'deleted' ? '' : 'A review',
      status,
      created_at: now,
      updated_at: now,
      edited_at: null,
      hidden_by: null,
      hidden_at: null,
    });
    // Only visible comments of active games are reviews.
    await kysely
      .insertInto('comments')
      .values([
        comment(first, 'visible'),
        comment(second, 'visible'),
        comment(first, 'hidden'),
        comment(first, 'deleted'),
        comment(hidden, 'visible'),
      ])
      .execute();
    // Signed in at the suite's start: the admin, the moderator and the user.
    const before = (await get('stats')).body;
    expect(before).toEqual({ activeUsers: 3, downloads: 150, reviews: 12, games: 2 });

    await createUser();
    const signedIn = await newUser();
    const away = await newUser();
    await setLastActive(away.id, new Date(Date.now() - 31 * 86_400_000).toISOString());
    expect((await get('stats')).body.activeUsers).toBe(4);
    expect(await lastActive(signedIn.id)).not.toBeNull();
  });

  test('a token used after an hour notes its account active again; within the hour it writes nothing', async () => {
    const user = await newUser();
    const earlier = hoursAgo(2);
    await setLastActive(user.id, earlier);
    await read(user.token, 'profile');
    await service().running.app.rest.background.settled();
    expect(String(await lastActive(user.id)) > earlier).toBe(true);

    const recently = hoursAgo(0.5);
    await setLastActive(user.id, recently);
    await read(user.token, 'profile');
    await service().running.app.rest.background.settled();
    expect(await lastActive(user.id)).toBe(recently);
  });
});

import { describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { uniqueEmail } from '../../../../support/accounts.ts';
import { communitySuite } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';

describe.each(databaseKinds)('community.php ratings on %s', (kind) => {
  const { service, post, get, flush, counts, createGame, rowCount, newUser, write } = communitySuite(kind);
  const rate = (token: string, gameId: number, rating: unknown) =>
    post('rate', { gameId, rating }, { token });

  test('ratings are one per account and game: changed and withdrawn, the mean and count follow the flush', async () => {
    const gameId = await createGame('rated-game');
    const [ann, ben] = [await newUser(), await newUser()];
    expect((await rate(ann.token, gameId, 4)).body).toEqual({ rating: 4 });
    expect((await rate(ben.token, gameId, 5)).body).toEqual({ rating: 5 });
    expect(await counts(gameId)).toMatchObject({ rating: 0, totalRatings: 0 });
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 4.5, totalRatings: 2 });

    expect((await rate(ann.token, gameId, 2)).body).toEqual({ rating: 2 });
    expect((await get(`viewer&gameId=${gameId}`, { token: ann.token })).body.rating).toBe(2);
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 3.5, totalRatings: 2 });

    expect((await post('unrate', { gameId }, { token: ben.token })).body).toEqual({ rating: null });
    expect((await post('unrate', { gameId }, { token: ben.token })).body).toEqual({ rating: null });
    expect((await get(`viewer&gameId=${gameId}`, { token: ben.token })).body.rating).toBeNull();
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 2, totalRatings: 1 });

    await post('unrate', { gameId }, { token: ann.token });
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 0, totalRatings: 0 });
  });

  test('a rating joins the mean a game already had (its seeded count and sum)', async () => {
    const gameId = await createGame('rated-before');
    await service()
      .running.db.kysely.updateTable('games')
      .set({ rating: 4, total_ratings: 3, rating_sum: 12 })
      .where('id', '=', gameId)
      .execute();
    await rate((await newUser()).token, gameId, 2);
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 3.5, totalRatings: 4 });
  });

  test('my-ratings lists the caller’s ratings, the latest first', async () => {
    const user = await newUser();
    const [first, second] = [await createGame('my-rated-first'), await createGame('my-rated-second')];
    await rate(user.token, first, 3);
    await rate(user.token, second, 5);
    await rate(user.token, first, 4);
    const answer = await get('my-ratings', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.ratings).toEqual([
      {
        gameId: first,
        slug: 'my-rated-first',
        title: 'my-rated-first',
        imageUrl: '',
        rating: 4,
        ratedAt: expect.any(String),
      },
      expect.objectContaining({ gameId: second, rating: 5 }),
    ]);
    expect((await get('my-ratings')).status).toBe(401);
  });

  test('rating needs an account (401) whose address is verified (403); nothing is stored otherwise', async () => {
    const gameId = await createGame('rated-by-strangers');
    const before = await rowCount('ratings');
    expect((await post('rate', { gameId, rating: 5 })).status).toBe(401);
    expect((await post('unrate', { gameId })).status).toBe(401);
    const registered = await service().request('POST', '/api/auth.php?action=register', {
      json: { email: uniqueEmail('unverified-rater'), password: 'Fresh-Pass-42q' },
    });
    const refused = await rate(registered.body.token as string, gameId, 5);
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: messages.emailVerification.required, code: 'EMAIL_NOT_VERIFIED' },
    ]);
    expect(await rowCount('ratings')).toBe(before);
  });

  test('deleting an account, itself or by an admin, takes its ratings and stars out of the counts', async () => {
    const gameId = await createGame('rated-then-deleted');
    const [stays, leaves, removed] = [await newUser(), await newUser(), await newUser()];
    await rate(stays.token, gameId, 3);
    for (const user of [leaves, removed]) {
      await rate(user.token, gameId, 5);
      await post('star', { gameId }, { token: user.token });
    }
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 13 / 3, totalRatings: 3, stars: 2 });

    const deleted = await write(leaves.token, 'delete-account', { password: leaves.password });
    expect(deleted.status).toBe(200);
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 4, totalRatings: 2, stars: 1 });

    const byAdmin = await service().request('DELETE', '/api/users.php', {
      token: service().tokens.admin,
      json: { id: removed.id },
    });
    expect(byAdmin.status).toBe(200);
    await flush();
    expect(await counts(gameId)).toMatchObject({ rating: 3, totalRatings: 1, stars: 0 });
  });
});

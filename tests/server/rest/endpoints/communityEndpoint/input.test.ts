import { beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { communitySuite, newVisitorId } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';

const visitorField = 'X-Visitor-Id';
const fieldError = (field: string, message: string) => ({ error: message, fields: { [field]: message } });

/** Every table a counted event may write, and the games' counters: what a refusal must leave alone. */
const countTables = [
  'count_deltas',
  'game_views',
  'game_stars',
  'game_shares',
  'game_download_days',
  'anonymous_downloads',
  'ratings',
  'favorites',
  'downloads',
] as const;

describe.each(databaseKinds)('community.php refuses bad input on %s', (kind) => {
  const { service, post, get, createGame } = communitySuite(kind);
  let gameId: number;
  let hiddenId: number;
  beforeAll(async () => {
    gameId = await createGame('input-game');
    hiddenId = await createGame('input-hidden', { status: 'inactive' });
  });
  const user = () => service().tokens.user;

  async function stored() {
    const { kysely } = service().running.db;
    const tables = await Promise.all(
      countTables.map(async (table) => [table, await kysely.selectFrom(table).selectAll().execute()]),
    );
    const games = await kysely
      .selectFrom('games')
      .select(['id', 'views', 'stars', 'shares', 'downloads', 'rating', 'total_ratings', 'revision'])
      .execute();
    return { tables: Object.fromEntries(tables), games };
  }

  test('a rating outside 1 to 5, not whole or not a number is 400 naming rating', async () => {
    const before = await stored();
    for (const rating of [0, 6, 2.5, 'x', '4', null, true, [4], -1]) {
      const answer = await post('rate', { gameId, rating }, { token: user() });
      expect([rating, answer.status, answer.body]).toEqual([
        rating,
        400,
        fieldError('rating', messages.community.ratingChoice),
      ]);
    }
    const missing = await post('rate', { gameId }, { token: user() });
    expect([missing.status, missing.body]).toEqual([
      400,
      fieldError('rating', messages.community.ratingChoice),
    ]);
    expect(await stored()).toEqual(before);
  });

  test('an unknown or inactive game is 404, a bad game id 400 naming gameId, for every action', async () => {
    const before = await stored();
    const visitorId = newVisitorId();
    const caller = { token: user(), visitorId };
    for (const action of ['view', 'star', 'unstar', 'share', 'download', 'rate', 'unrate']) {
      for (const id of [999_999, hiddenId]) {
        const answer = await post(action, { gameId: id, rating: 3 }, caller);
        expect([action, answer.status, answer.body]).toEqual([
          action,
          404,
          { error: messages.game.notFound },
        ]);
      }
      for (const id of ['abc', -1, 0, 1.5, null, '12x', 2 ** 31]) {
        const answer = await post(action, { gameId: id, rating: 3 }, caller);
        expect([action, id, answer.status, Object.keys(answer.body.fields ?? {})]).toEqual([
          action,
          id,
          400,
          expect.arrayContaining(['gameId']),
        ]);
      }
    }
    for (const query of [`viewer&gameId=${hiddenId}`, 'viewer&gameId=999999']) {
      expect((await get(query, { visitorId })).status).toBe(404);
    }
    const noId = await get('viewer', { visitorId });
    expect([noId.status, noId.body.fields]).toEqual([400, { gameId: 'gameId is required' }]);
    expect(await stored()).toEqual(before);
  });

  test('a malformed X-Visitor-Id is 400 naming the header, signed in or not', async () => {
    const before = await stored();
    const malformed = ['short', 'x'.repeat(65), `${'a'.repeat(30)}!`, `${'a'.repeat(30)}=`, ' '.repeat(30)];
    for (const visitorId of malformed) {
      for (const token of [undefined, user()]) {
        const answer = await post('star', { gameId }, { visitorId, token });
        expect([visitorId, answer.status, answer.body]).toEqual([
          visitorId,
          400,
          fieldError(visitorField, messages.community.visitorIdInvalid),
        ]);
      }
      expect((await get(`viewer&gameId=${gameId}`, { visitorId })).status).toBe(400);
    }
    // The header twice arrives as one value with a comma: no visitor id either.
    const twice = await service().request('POST', '/api/community.php?action=view', {
      json: { gameId },
      headers: { 'X-Visitor-Id': `${newVisitorId()}, ${newVisitorId()}` },
    });
    expect(twice.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  test('counting without an account or a visitor id is 400 saying what to send', async () => {
    const before = await stored();
    for (const action of ['view', 'star', 'share', 'download']) {
      const answer = await post(action, { gameId });
      expect([action, answer.status, answer.body]).toEqual([
        action,
        400,
        fieldError(visitorField, messages.community.visitorRequired),
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  test('an unknown action is 400; a read over POST and a write over GET are 405', async () => {
    for (const query of ['', 'nothing', 'toString', '__proto__']) {
      const answer = await post(query, { gameId });
      expect([query, answer.status, answer.body]).toEqual([
        query,
        400,
        { error: messages.community.unknownAction },
      ]);
    }
    for (const action of ['viewer', 'stats', 'top-downloads', 'my-ratings']) {
      expect((await post(action, {})).status).toBe(405);
    }
    for (const action of ['view', 'star', 'unstar', 'share', 'download', 'rate', 'unrate', 'claim-visitor']) {
      expect((await get(action)).status).toBe(405);
    }
  });
});

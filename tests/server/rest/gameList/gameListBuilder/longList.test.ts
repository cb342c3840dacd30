import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { Db } from '../../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../../server/rest/db/connection.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame } from '../../../../support/fixtures/gamesSuite.ts';
import { generatedGameRow } from '../../../../support/gameRows.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

// More games than one read of the database (500 rows), and not a multiple of it: the list is read
// in pieces, and every piece must join.
const gameCount = 1234;
const gameRow = (index: number) => generatedGameRow('long-list', index, 5);

describe.each(databaseKinds)('a games.php list of 1,234 games on %s', (kind) => {
  let service: TestService;
  let db: Db;

  beforeAll(async () => {
    service = await startTestService(kind);
    db = openDatabase(service.config.databaseUrl);
    const rows = Array.from({ length: gameCount }, (_, index) => gameRow(index));
    for (let start = 0; start < rows.length; start += 200) {
      await db.kysely
        .insertInto('games')
        .values(rows.slice(start, start + 200))
        .execute();
    }
  });
  afterAll(async () => {
    await db.close();
    await service.stop();
  });

  const storedIds = async (includeInactive: boolean) => {
    let query = db.kysely
      .selectFrom('games')
      .select('id')
      .orderBy('release_date', 'desc')
      .orderBy('id', 'desc');
    if (!includeInactive) query = query.where('status', '=', 'active');
    return (await query.execute()).map((row) => row.id);
  };

  test.each([
    ['anonymous visitor', undefined, false],
    ['admin', 'admin', true],
  ] as const)('the %s gets every game once, newest release first', async (_, role, includeInactive) => {
    const answer = await service.request('GET', '/api/games.php', {
      token: role && service.tokens[role],
    });
    expect(answer.status).toBe(200);
    const games = answer.body as StoredGame[];
    expect(games.map((game) => game.id)).toEqual(await storedIds(includeInactive));
    expect(games.length).toBe(includeInactive ? gameCount : gameCount - Math.ceil(gameCount / 5));
  });

  test('each game in the list is the game the service answers alone', async () => {
    const games = (await service.request('GET', '/api/games.php')).body as StoredGame[];
    for (const game of [games[0], games[199], games[200], games[500], games.at(-1)]) {
      const alone = await service.request('GET', `/api/games.php?slug=${String(game?.slug)}`);
      expect(game).toEqual(alone.body);
    }
  });
});

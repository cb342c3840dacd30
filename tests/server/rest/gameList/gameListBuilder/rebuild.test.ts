import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';

import type { Db } from '../../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../../server/rest/db/connection.ts';
import type { GameListSource } from '../../../../../server/rest/gameList/gameListBuilder.ts';
import { buildGameList } from '../../../../../server/rest/gameList/gameListBuilder.ts';
import { gamesRepository } from '../../../../../server/rest/repositories/gamesRepository.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { createGame, postGame, rawGet } from '../../../../support/fixtures/gamesSuite.ts';
import { generatedGameRow } from '../../../../support/gameRows.ts';
import { gameData } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const gameCount = 40;
const gameRow = (index: number) => generatedGameRow('rebuilt', index, 8);

describe.each(databaseKinds)('rebuilding the game list after writes on %s', (kind) => {
  let service: TestService;
  let db: Db;
  let games: ReturnType<typeof gamesRepository>;
  /** What each build read: the ids asked for by `rows`, and how often it read every row. */
  let reads: { rows: number[]; all: number };

  const source = (includeInactive: boolean): GameListSource => ({
    order: () => games.listOrder(includeInactive),
    rows: (ids) => {
      reads.rows.push(...ids);
      return games.findByIds(ids);
    },
    all: () => {
      reads.all += 1;
      return games.list(includeInactive);
    },
  });
  const fromScratch = async (includeInactive: boolean) =>
    (await buildGameList(source(includeInactive))).body.identity.toString();
  const rebuilt = async (includeInactive: boolean) => {
    const previous = await buildGameList(source(includeInactive));
    return {
      again: async () => {
        reads = { rows: [], all: 0 };
        return (await buildGameList(source(includeInactive), previous)).body.identity.toString();
      },
    };
  };
  const edit = (id: number, title: string) =>
    sql`update games set title = ${title} where id = ${id}`.execute(db.kysely);

  beforeAll(async () => {
    service = await startTestService(kind);
    db = openDatabase(service.config.databaseUrl);
    games = gamesRepository(db.kysely);
    reads = { rows: [], all: 0 };
    await db.kysely
      .insertInto('games')
      .values(Array.from({ length: gameCount }, (_, index) => gameRow(index)))
      .execute();
  });
  afterAll(async () => {
    await db.close();
    await service.stop();
  });

  test("the database raises a game's revision on every update of its row, whatever the statement", async () => {
    const [game] = await games.listOrder(true);
    if (!game) throw new Error('no games');
    await edit(game.id, 'Edited By An Operator');
    await sql`update games set downloads = downloads + 1 where id = ${game.id}`.execute(db.kysely);
    const [after] = await games.findByIds([game.id]);
    expect(after?.revision).toBe(game.revision + 2);
  });

  test('a rebuild reads again only the games that changed, and gives the bytes of a build from scratch', async () => {
    const list = await rebuilt(true);
    const order = await games.listOrder(true);
    const [renamed = 0, moved = 0, deleted = 0] = [order[3], order[10], order[20]].map(
      (game) => game?.id ?? 0,
    );
    await edit(renamed, 'Renamed, "quoted" ✓');
    await sql`update games set release_date = '2030-01-01' where id = ${moved}`.execute(db.kysely);
    await sql`delete from games where id = ${deleted}`.execute(db.kysely);
    const [added] = await db.kysely.insertInto('games').values(gameRow(100)).returning('id').execute();

    const again = await list.again();
    expect(reads.all).toBe(0);
    expect(reads.rows.sort((a, b) => a - b)).toEqual(
      [renamed, moved, added?.id].sort((a, b) => Number(a) - Number(b)),
    );
    expect(again).toBe(await fromScratch(true));
    expect(JSON.parse(again)).toHaveLength(order.length);
  });

  test('a game leaving the public list is dropped without reading any game again', async () => {
    const list = await rebuilt(false);
    const [leaving] = await games.listOrder(false);
    await sql`update games set status = 'inactive' where id = ${leaving?.id}`.execute(db.kysely);

    const again = await list.again();
    expect(reads).toEqual({ rows: [], all: 0 });
    expect(again).toBe(await fromScratch(false));
  });

  test('past a quarter of the games changed, the list is read whole', async () => {
    const list = await rebuilt(true);
    const order = await games.listOrder(true);
    for (const game of order.slice(0, Math.ceil(order.length / 3))) await edit(game.id, `Bulk ${game.id}`);

    const again = await list.again();
    expect(reads.all).toBe(1);
    expect(reads.rows).toEqual([]);
    expect(again).toBe(await fromScratch(true));
  });

  test('the served lists stay those of a build from scratch across saves through the API', async () => {
    const identity = { 'accept-encoding': 'identity' };
    const served = async (token?: string) =>
      (
        await rawGet(
          `${service.url}/api/games.php`,
          token ? { ...identity, authorization: `Bearer ${token}` } : identity,
        )
      ).body.toString();
    await served();
    await served(service.tokens.admin);
    const created = await createGame(service, { title: 'Saved Through The API' });
    const answer = await postGame(
      service,
      gameData({ slug: created.slug, title: 'Saved Again', status: 'inactive' }),
      {
        id: created.id,
      },
    );
    expect(answer.status).toBe(200);
    expect(await served()).toBe(await fromScratch(false));
    expect(await served(service.tokens.admin)).toBe(await fromScratch(true));
    expect(await served(service.tokens.admin)).toContain('Saved Again');
  });
});

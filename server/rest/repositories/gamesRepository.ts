import type { Kysely } from 'kysely';

import type { Database, GameRow, GameUpdate, NewGame } from '../db/schema.ts';
import { dataVersionsRepository } from './dataVersionsRepository.ts';

/**
 * The games table. Every write also raises the games' data version, in the same transaction when
 * built on one, so that other instances' encoded lists notice it (see `versionedCache`).
 */
export function gamesRepository(db: Kysely<Database>) {
  const versions = dataVersionsRepository(db);
  /** The listed games, newest release first. */
  const listed = (includeInactive: boolean) => {
    const query = db.selectFrom('games').orderBy('release_date', 'desc').orderBy('id', 'desc');
    return includeInactive ? query : query.where('status', '=', 'active');
  };
  return {
    /** The list's rows, read a few hundred at a time. */
    list(includeInactive: boolean): AsyncIterable<GameRow> {
      return listed(includeInactive).selectAll().stream(500);
    },
    /** The list's order: each game's id and revision. */
    listOrder(includeInactive: boolean): Promise<Pick<GameRow, 'id' | 'revision'>[]> {
      return listed(includeInactive).select(['id', 'revision']).execute();
    },
    async findByIds(ids: readonly number[]): Promise<GameRow[]> {
      const rows: GameRow[] = [];
      // In slices: each id is a parameter of the statement, and databases cap their number.
      for (let start = 0; start < ids.length; start += 500) {
        const slice = ids.slice(start, start + 500);
        rows.push(...(await db.selectFrom('games').selectAll().where('id', 'in', slice).execute()));
      }
      return rows;
    },
    findBySlug(slug: string): Promise<GameRow | undefined> {
      return db.selectFrom('games').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    findById(id: number): Promise<GameRow | undefined> {
      return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('games').select('id').where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async insert(game: NewGame): Promise<GameRow> {
      const row = await db.insertInto('games').values(game).returningAll().executeTakeFirstOrThrow();
      await versions.raise('games');
      return row;
    },
    async update(id: number, changes: GameUpdate): Promise<GameRow | undefined> {
      const row = await db
        .updateTable('games')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row) await versions.raise('games');
      return row;
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('games').where('id', '=', id).executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (removed) await versions.raise('games');
      return removed;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;

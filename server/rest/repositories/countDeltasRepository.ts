import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';

import { takeCountsFlushTurn } from '../db/advisoryLocks.ts';
import type { DatabaseKind } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { dataVersionsRepository } from './dataVersionsRepository.ts';

interface Delta {
  game_id: number;
  views: number;
  stars: number;
  shares: number;
  downloads: number;
  rating_sum: number;
  rating_count: number;
}

const moves = (delta: Delta) =>
  delta.views !== 0 ||
  delta.stars !== 0 ||
  delta.shares !== 0 ||
  delta.downloads !== 0 ||
  delta.rating_sum !== 0 ||
  delta.rating_count !== 0;

/** The deltas as a table `d` of the statement, from one JSON parameter (one statement per flush). */
function deltaTable(kind: DatabaseKind, deltas: Delta[]) {
  const json = JSON.stringify(deltas);
  if (kind === 'postgres') {
    return sql`jsonb_to_recordset(${json}::jsonb) AS d(game_id integer, views integer, stars integer,
      shares integer, downloads integer, rating_sum double precision, rating_count integer)`;
  }
  return sql`(SELECT json_extract(value, '$.game_id') AS game_id, json_extract(value, '$.views') AS views,
      json_extract(value, '$.stars') AS stars, json_extract(value, '$.shares') AS shares,
      json_extract(value, '$.downloads') AS downloads, json_extract(value, '$.rating_sum') AS rating_sum,
      json_extract(value, '$.rating_count') AS rating_count
    FROM json_each(${json})) AS d`;
}

/** Adds the deltas to their games; the mean follows from the sum and count. */
async function applyDeltas(trx: Transaction<Database>, kind: DatabaseKind, deltas: Delta[]): Promise<void> {
  await sql`UPDATE games SET
      views = games.views + d.views,
      stars = games.stars + d.stars,
      shares = games.shares + d.shares,
      downloads = games.downloads + d.downloads,
      rating_sum = games.rating_sum + d.rating_sum,
      total_ratings = games.total_ratings + d.rating_count,
      rating = CASE WHEN games.total_ratings + d.rating_count > 0
        THEN (games.rating_sum + d.rating_sum) / (games.total_ratings + d.rating_count)
        ELSE 0 END
    FROM ${deltaTable(kind, deltas)}
    WHERE games.id = d.game_id`.execute(trx);
}

/**
 * The pending counts of `count_deltas` (migration 014): moved into `games` by a flush, and the
 * dedupe rows that no longer decide anything, pruned.
 */
export function countDeltasRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Moves every pending delta into its game in one transaction and raises the games' data
     * version once if any count moved. Each delta row is taken by exactly one flush (`DELETE ...
     * RETURNING`), and flushes of instances sharing a database take turns. Answers how many games
     * moved.
     */
    async flush(): Promise<number> {
      // A read first: an idle flush takes no write lock.
      const pending = await db.selectFrom('count_deltas').select('game_id').limit(1).executeTakeFirst();
      if (!pending) return 0;
      return db.transaction().execute(async (trx) => {
        await takeCountsFlushTurn(trx, kind);
        const taken = await trx.deleteFrom('count_deltas').returningAll().execute();
        const deltas = taken.map((row) => ({ ...row, rating_sum: Number(row.rating_sum) })).filter(moves);
        if (deltas.length === 0) return 0;
        await applyDeltas(trx, kind, deltas);
        await dataVersionsRepository(trx).raise('games');
        return deltas.length;
      });
    },

    /**
     * Deletes views counted before `viewsBefore` and anonymous downloads of days before
     * `daysBefore`; each delete only when a read found something to delete (no idle write lock).
     */
    async prune(viewsBefore: string, daysBefore: string): Promise<void> {
      const oldView = await db
        .selectFrom('game_views')
        .select('game_id')
        .where('counted_at', '<', viewsBefore)
        .limit(1)
        .executeTakeFirst();
      if (oldView) await db.deleteFrom('game_views').where('counted_at', '<', viewsBefore).execute();
      const oldDownload = await db
        .selectFrom('anonymous_downloads')
        .select('game_id')
        .where('day', '<', daysBefore)
        .limit(1)
        .executeTakeFirst();
      if (oldDownload) await db.deleteFrom('anonymous_downloads').where('day', '<', daysBefore).execute();
    },
  };
}

export type CountDeltasRepository = ReturnType<typeof countDeltasRepository>;

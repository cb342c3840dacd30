import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/** A change to one game's pending counts, as SQL expressions over the trigger's row. */
type Delta = Partial<Record<'stars' | 'rating_sum' | 'rating_count', string>>;

interface DeltaTrigger {
  table: 'favorites' | 'game_stars' | 'ratings';
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row whose game the delta goes to. */
  row: 'new' | 'old';
  delta: Delta;
  when?: string;
}

/**
 * The rows that define a count keep its pending delta right whatever writes them: a star, an
 * unstar, a rating changed, an account deleted with its favorites and ratings (cascade).
 */
const deltaTriggers: DeltaTrigger[] = [
  { table: 'favorites', event: 'INSERT', row: 'new', delta: { stars: '1' } },
  { table: 'favorites', event: 'DELETE', row: 'old', delta: { stars: '-1' } },
  { table: 'game_stars', event: 'INSERT', row: 'new', delta: { stars: '1' } },
  { table: 'game_stars', event: 'DELETE', row: 'old', delta: { stars: '-1' } },
  { table: 'ratings', event: 'INSERT', row: 'new', delta: { rating_sum: 'new.stars', rating_count: '1' } },
  {
    table: 'ratings',
    event: 'UPDATE',
    row: 'new',
    delta: { rating_sum: 'new.stars - old.stars' },
    when: 'new.stars <> old.stars',
  },
  { table: 'ratings', event: 'DELETE', row: 'old', delta: { rating_sum: '-old.stars', rating_count: '-1' } },
];

/**
 * Adds the delta to the game's pending row. Only while the game exists: when a game is deleted,
 * its rows go by cascade after it, and their deltas would name a game that is no more.
 */
function addDeltaStatement({ row, delta }: DeltaTrigger): string {
  const columns = Object.keys(delta);
  const values = Object.values(delta);
  const updates = columns.map((column) => `${column} = count_deltas.${column} + excluded.${column}`);
  return `INSERT INTO count_deltas (game_id, ${columns.join(', ')})
      SELECT ${row}.game_id, ${values.join(', ')}
      WHERE EXISTS (SELECT 1 FROM games WHERE games.id = ${row}.game_id)
      ON CONFLICT (game_id) DO UPDATE SET ${updates.join(', ')};`;
}

async function createDeltaTrigger(db: Kysely<unknown>, kind: DatabaseKind, trigger: DeltaTrigger) {
  const name = `${trigger.table}_${trigger.event.toLowerCase()}_count`;
  const when = trigger.when ? `WHEN (${trigger.when})` : '';
  if (kind === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger AS $$
          BEGIN
            ${addDeltaStatement(trigger)}
            RETURN NULL;
          END
        $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${trigger.event} ON ${trigger.table}
          FOR EACH ROW ${when} EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER ${name} AFTER ${trigger.event} ON ${trigger.table}
        FOR EACH ROW ${when}
        BEGIN
          ${addDeltaStatement(trigger)}
        END`,
    )
    .execute(db);
}

const gameColumn = (db: Kysely<unknown>) => (name: string) =>
  db.schema
    .createTable(name)
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'));

/**
 * Community counts (issue 32). Counted events (views, stars, shares, downloads, ratings) never
 * write a `games` row: they add to the game's row of `count_deltas` in their own transaction, and
 * a periodic flush moves the deltas into `games` (see community/countsFlush.ts). Stars are the
 * accounts' favorites plus anonymous visitors' `game_stars`; `rating` stays the mean, now kept as
 * `rating_sum / total_ratings`. Visitors are `u:<user id>` or `v:<hash of the visitor id>`.
 */
export function communityCountsMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('games')
        .addColumn('stars', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('games')
        .addColumn('shares', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('games')
        .addColumn('rating_sum', 'double precision', (col) => col.notNull().defaultTo(0))
        .execute();
      // Existing favorites are stars from now on, and the existing means keep their weight.
      await sql`UPDATE games SET
        rating_sum = rating * total_ratings,
        stars = (SELECT count(*) FROM favorites WHERE favorites.game_id = games.id)`.execute(db);

      await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
      await db.schema.createIndex('users_last_active_at_idx').on('users').column('last_active_at').execute();

      const withGame = gameColumn(db);
      await db.schema
        .createTable('count_deltas')
        .addColumn('game_id', 'integer', (col) => col.primaryKey().references('games.id').onDelete('cascade'))
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('stars', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('shares', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('downloads', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating_sum', 'double precision', (col) => col.notNull().defaultTo(0))
        .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withGame('game_views')
        .addColumn('visitor_key', 'text', (col) => col.notNull())
        .addColumn('counted_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('game_views_pk', ['visitor_key', 'game_id'])
        .execute();
      await db.schema
        .createIndex('game_views_counted_at_idx')
        .on('game_views')
        .column('counted_at')
        .execute();

      for (const table of ['game_stars', 'game_shares']) {
        await withGame(table)
          .addColumn('visitor_key', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['game_id', 'visitor_key'])
          .execute();
        await db.schema.createIndex(`${table}_visitor_idx`).on(table).column('visitor_key').execute();
      }

      await withGame('game_download_days')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('downloads', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('game_download_days_pk', ['game_id', 'day'])
        .execute();
      await db.schema
        .createIndex('game_download_days_day_idx')
        .on('game_download_days')
        .column('day')
        .execute();
      // The accounts' history gives the days it knows; older counts stay in the games' totals.
      await sql`INSERT INTO game_download_days (game_id, day, downloads)
        SELECT game_id, download_day, count(*) FROM downloads GROUP BY game_id, download_day`.execute(db);

      await db.schema
        .createTable('anonymous_downloads')
        .addColumn('visitor_key', 'text', (col) => col.notNull())
        .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
        .addColumn('day', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('anonymous_downloads_pk', ['visitor_key', 'game_id', 'day'])
        .execute();
      await db.schema
        .createIndex('anonymous_downloads_day_idx')
        .on('anonymous_downloads')
        .column('day')
        .execute();

      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
        .addColumn('stars', 'integer', (col) => col.notNull().check(sql`stars BETWEEN 1 AND 5`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game_id'])
        .execute();
      await db.schema.createIndex('ratings_game_idx').on('ratings').column('game_id').execute();

      for (const trigger of deltaTriggers) await createDeltaTrigger(db, kind, trigger);
    },
  };
}

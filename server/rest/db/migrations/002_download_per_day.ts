import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One counted download per user, game and UTC day, kept by a unique index so that concurrent
 * requests cannot both count. Earlier repeats of the same day are dropped from the history; the
 * games' counters keep what they had.
 */
export const downloadPerDayMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('downloads')
      .addColumn('download_day', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`UPDATE downloads SET download_day = substr(created_at, 1, 10)`.execute(db);
    await sql`DELETE FROM downloads WHERE id NOT IN (
      SELECT min(id) FROM downloads GROUP BY user_id, game_id, download_day
    )`.execute(db);
    await db.schema
      .createIndex('downloads_user_game_day_idx')
      .on('downloads')
      .columns(['user_id', 'game_id', 'download_day'])
      .unique()
      .execute();
  },
};

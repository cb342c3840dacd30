import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * A revision per game, raised by the database on every update of its row, whichever statement
 * makes it (a save, a counted download, an operator's own SQL). Ids are never reused, so a game's
 * id and revision name one content for good: a list rebuild re-encodes only the games whose
 * revision moved (see gameList/gameListBuilder.ts).
 */
export function gameRevisionsMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('games')
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      if (kind === 'postgres') {
        await sql`CREATE FUNCTION games_next_revision() RETURNS trigger AS $$
          BEGIN
            NEW.revision := OLD.revision + 1;
            RETURN NEW;
          END
        $$ LANGUAGE plpgsql`.execute(db);
        await sql`CREATE TRIGGER games_revision BEFORE UPDATE ON games
          FOR EACH ROW EXECUTE FUNCTION games_next_revision()`.execute(db);
      } else {
        // SQLite cannot change the row being written: the trigger writes it again, and its own
        // update (whose revision moved) does not fire it a second time.
        await sql`CREATE TRIGGER games_revision AFTER UPDATE ON games
          FOR EACH ROW WHEN new.revision = old.revision
          BEGIN
            UPDATE games SET revision = old.revision + 1 WHERE id = new.id;
          END`.execute(db);
      }
    },
  };
}

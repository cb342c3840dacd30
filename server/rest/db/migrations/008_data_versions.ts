import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A counter per kind of cached data, raised in the transaction of every write to it: a server
 * that keeps such data encoded in memory (the game list) can tell cheaply whether another
 * instance on the same database wrote since it built its copy.
 */
export const dataVersionsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('data_versions')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`insert into data_versions (name, version) values ('games', 0)`.execute(db);
  },
};

import type { Kysely } from 'kysely';

import type { Database, DataVersionsTable } from '../db/schema.ts';

type DataName = DataVersionsTable['name'];

/** The write counters of migration 008; raise one in the transaction of the write it counts. */
export function dataVersionsRepository(db: Kysely<Database>) {
  return {
    async raise(name: DataName): Promise<void> {
      await db
        .updateTable('data_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('name', '=', name)
        .execute();
    },
    async read(name: DataName): Promise<number> {
      const row = await db
        .selectFrom('data_versions')
        .select('version')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },
  };
}

import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';

import type { DatabaseKind } from './connection.ts';
import { sqliteSynchronous } from './connection.ts';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a transaction whose commit does not wait for the disk to confirm it: PostgreSQL's
 * `synchronous_commit = off` for this transaction, SQLite's `synchronous = NORMAL` around it (WAL
 * mode: the commit reaches the WAL file but is not synced). Either database stays consistent; a
 * crash of the process loses nothing, a power loss or crash of the machine may lose the last
 * commits (PostgreSQL: at most about 0.6 s of them). Only for events of small worth that arrive with
 * every page (views), where a sync per event would cap the rate at the disk's syncs per second.
 */
export function relaxedCommit<T>(
  db: Kysely<Database>,
  kind: DatabaseKind,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // SQLite refuses to change the setting inside a transaction, so it is set on the connection around it.
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      // The known level, not the one found: two relaxed commits waiting for another process's
      // lock take turns on the connection, and the second would find the first's NORMAL.
      await sql.raw(`PRAGMA synchronous = ${sqliteSynchronous}`).execute(connection);
    }
  });
}

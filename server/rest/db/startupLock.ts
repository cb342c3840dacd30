import { sql } from 'kysely';

import type { Db } from './connection.ts';

/** Any fixed number: the advisory lock that instances starting together take in turn. */
const startupLockKey = 4_740_815_331;

/**
 * Runs the start-up provisioning (admin account, demo data) of one instance at a time: instances
 * started together on one PostgreSQL database would otherwise both find it empty and both create.
 * The lock is held on a connection of its own while `work` uses the pool's others; it ends with
 * that connection, should the process die. A SQLite file has one server process.
 */
export async function withStartupLock(db: Db, work: () => Promise<void>): Promise<void> {
  if (db.kind !== 'postgres') return work();
  await db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}

import type { Transaction } from 'kysely';
import { sql } from 'kysely';

import { serialQueue } from '../serialQueue.ts';
import type { DatabaseKind, Db } from './connection.ts';
import type { Database } from './schema.ts';

/** Fixed numbers naming the advisory locks that instances sharing one PostgreSQL database take in turn. */
const lockKeys = { startup: 4_740_815_331, roleChanges: 4_740_815_332, countsFlush: 4_740_815_333 } as const;

/**
 * Runs `work` while no other process sharing the PostgreSQL database holds the same lock. The lock
 * is held on a connection of its own while `work` uses the pool's others (its transactions commit
 * before the lock ends), and it ends with that connection, should the process die. A SQLite file
 * has one server process, so there it is `work` alone.
 */
async function withAdvisoryLock<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * The start-up provisioning (admin account, demo data) of one instance at a time: instances
 * started together on one database would otherwise both find it empty and both create.
 */
export function withStartupLock(db: Db, work: () => Promise<void>): Promise<void> {
  return withAdvisoryLock(db, lockKeys.startup, work);
}

/**
 * Writes that may leave no admin (a role change, a user's or one's own account deletion) run one
 * at a time on the whole site, so that two of them cannot both pass the last-admin check: queued
 * in this process (so that it waits on one connection at most), then under a lock shared by every
 * instance.
 */
export function roleChangeQueue(db: Db) {
  const queue = serialQueue();
  return {
    run: <T>(task: () => Promise<T>): Promise<T> =>
      queue.run(() => withAdvisoryLock(db, lockKeys.roleChanges, task)),
  };
}

/**
 * Inside a counts flush's transaction: waits while another instance's flush holds it, and holds it
 * until this transaction ends, so that flushes sharing one PostgreSQL database take turns.
 */
export async function takeCountsFlushTurn(trx: Transaction<Database>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(${lockKeys.countsFlush})`.execute(trx);
}

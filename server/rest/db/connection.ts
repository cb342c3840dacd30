import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { Kysely, PostgresDialect } from 'kysely';
import Cursor from 'pg-cursor';

import { withWriteDeadlines } from './deadlineDriver.ts';
import { nodeSqliteDialect } from './nodeSqliteDialect.ts';
import type { PoolStats } from './postgresPool.ts';
import { postgresPool } from './postgresPool.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  /** PostgreSQL only: SQLite has one connection and no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/**
 * How long a SQLite write waits for a lock held by another process before it answers 503; less
 * when its request's deadline comes first. PostgreSQL bounds its lock waits by that deadline alone
 * (deadlineDriver.ts).
 */
export const writeLockWaitMs = 5000;

/** SQLite's `synchronous` level for every commit but a relaxed one (relaxedCommit.ts): a sync per commit. */
export const sqliteSynchronous = 'FULL';

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

function openSqlite(url: string): Db {
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  // busy_timeout 0: the dialect waits for another process's lock itself, without blocking.
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${sqliteSynchronous}; PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;`,
  );
  const dialect = withWriteDeadlines(nodeSqliteDialect(database, writeLockWaitMs), 'sqlite');
  const kysely = new Kysely<Database>({ dialect });
  return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
}

function openPostgres(url: string): Db {
  const pool = postgresPool(url);
  const dialect = withWriteDeadlines(new PostgresDialect({ pool, cursor: Cursor }), 'postgres');
  const kysely = new Kysely<Database>({ dialect });
  return { kind: 'postgres', kysely, poolStats: pool.stats, close: () => kysely.destroy() };
}

export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) return openPostgres(url);
  if (url.startsWith('sqlite:')) return openSqlite(url);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

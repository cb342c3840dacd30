import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { nodeSqliteDialect } from './nodeSqliteDialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  close(): Promise<void>;
}

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

function openSqlite(url: string): Db {
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 1000; PRAGMA foreign_keys = ON;');
  const kysely = new Kysely<Database>({ dialect: nodeSqliteDialect(database) });
  return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A pool error (e.g. the server restarting) must not crash the process; queries report it.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', kysely, close: () => kysely.destroy() };
}

export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) return openPostgres(url);
  if (url.startsWith('sqlite:')) return openSqlite(url);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

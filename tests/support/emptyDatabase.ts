import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Db } from '../../server/rest/db/connection.ts';
import { openDatabase } from '../../server/rest/db/connection.ts';
import type { DatabaseKind } from './databases.ts';
import { createPostgresDatabase } from './databases.ts';

export interface EmptyDatabase {
  db: Db;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/** A database of its own with no table yet: a migration's test runs the migrations it needs. */
export async function emptyDatabase(kind: DatabaseKind): Promise<EmptyDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'gv-empty-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'empty.sqlite')}`);
    return {
      db,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase();
  const db = openDatabase(database.url);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

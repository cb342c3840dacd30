import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Db } from '../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../server/rest/db/connection.ts';
import { migrateToLatest } from '../../../../server/rest/db/migrate.ts';
import { relaxedCommit } from '../../../../server/rest/db/relaxedCommit.ts';
import type { Database } from '../../../../server/rest/db/schema.ts';
import { createPostgresDatabase, databaseKinds } from '../../../support/databases.ts';
import { generatedGameRow } from '../../../support/gameRows.ts';

/** How this connection commits now: SQLite's `synchronous` level or PostgreSQL's `synchronous_commit`. */
async function commitSetting(db: Kysely<Database>, kind: Db['kind']): Promise<string> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db);
    return rows[0]?.synchronous_commit ?? '';
  }
  const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
  return String(rows[0]?.synchronous);
}

const relaxed = { sqlite: '1', postgres: 'off' };
const usual = { sqlite: '2', postgres: 'on' };

describe.each(databaseKinds)('relaxedCommit on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'gv-relaxed-'));
      db = openDatabase(`sqlite:${path.join(dir, 'relaxed.sqlite')}`);
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      // The database commits durably, as a deployed one does, so the relaxed commit shows.
      const database = await createPostgresDatabase({ durableCommits: true });
      db = openDatabase(database.url);
      drop = database.drop;
    }
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const titles = async (slug: string) =>
    (await db.kysely.selectFrom('games').select('title').where('slug', '=', slug).execute()).map(
      (row) => row.title,
    );

  test('commits the work without waiting for the disk, then the connection commits as usual again', async () => {
    const game = generatedGameRow('relaxed', 1, 10);
    await db.kysely.connection().execute(async (connection) => {
      const during = await relaxedCommit(connection, kind, async (trx) => {
        await trx.insertInto('games').values(game).execute();
        return commitSetting(trx, kind);
      });
      expect(during).toBe(relaxed[kind]);
      expect(await commitSetting(connection, kind)).toBe(usual[kind]);
    });
    expect(await titles(game.slug)).toEqual([game.title]);
  });

  test('a failing work writes nothing, and the usual setting is back', async () => {
    const game = generatedGameRow('relaxed-failing', 2, 10);
    await db.kysely.connection().execute(async (connection) => {
      const failing = relaxedCommit(connection, kind, async (trx) => {
        await trx.insertInto('games').values(game).execute();
        throw new Error('refused');
      });
      await expect(failing).rejects.toThrow('refused');
      expect(await commitSetting(connection, kind)).toBe(usual[kind]);
    });
    expect(await titles(game.slug)).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { Migrator } from 'kysely/migration';

import type { Db } from '../../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../../server/rest/db/connection.ts';
import { migrateToLatest } from '../../../../../server/rest/db/migrate.ts';
import { initialMigration } from '../../../../../server/rest/db/migrations/001_initial.ts';
import type { DatabaseKind } from '../../../../support/databases.ts';
import { createPostgresDatabase, databaseKinds } from '../../../../support/databases.ts';

/** A database as the last release left it: the first migration only, as far as users go. */
async function databaseBefore(kind: DatabaseKind) {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'gv-migration-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'old.sqlite')}`);
    return { db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase();
  return { db: openDatabase(database.url), drop: database.drop };
}

describe.each(databaseKinds)('migration 013 on %s', (kind) => {
  let opened: { db: Db; drop(): Promise<void> } | undefined;
  afterEach(async () => {
    await opened?.db.close();
    await opened?.drop();
  });

  test('accounts that existed before it count as verified, from their creation', async () => {
    opened = await databaseBefore(kind);
    const { db } = opened;
    const first: Record<string, Migration> = { '001_initial': initialMigration(db.kind) };
    await new Migrator({ db: db.kysely, provider: { getMigrations: async () => first } }).migrateToLatest();
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('users')
      .values({
        email: 'old@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: '2024-05-01T10:00:00.000Z',
        updated_at: '2024-05-01T10:00:00.000Z',
      })
      .execute();

    await migrateToLatest(db);
    const row = await db.kysely
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('email', '=', 'old@example.com')
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBe('2024-05-01T10:00:00.000Z');
  });
});

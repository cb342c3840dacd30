import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, test } from '@jest/globals';
import { Migrator } from 'kysely/migration';

import type { Db } from '../../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../../server/rest/db/connection.ts';
import { migrateToLatest, migrationProvider } from '../../../../../server/rest/db/migrate.ts';
import type { DatabaseKind } from '../../../../support/databases.ts';
import { createPostgresDatabase, databaseKinds } from '../../../../support/databases.ts';

async function emptyDatabase(kind: DatabaseKind) {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'gv-migration-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'old.sqlite')}`);
    return { db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase();
  return { db: openDatabase(database.url), drop: database.drop };
}

describe.each(databaseKinds)('migration 016 on %s', (kind) => {
  let opened: { db: Db; drop(): Promise<void> } | undefined;
  afterEach(async () => {
    await opened?.db.close();
    await opened?.drop();
  });

  test("signed-out callers' retry keys, scoped by their address, go; accounts' keys stay", async () => {
    opened = await emptyDatabase(kind);
    const { db } = opened;
    const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db) });
    expect((await migrator.migrateTo('015_comments_and_reports')).error).toBeUndefined();
    const row = (scope: string) => ({
      scope,
      key: 'retry-key-0123456789',
      fingerprint: 'f',
      status: 201,
      body: '{}',
      locked_until: '2026-11-28T10:00:00.000Z',
      expires_at: '2026-11-29T10:00:00.000Z',
    });
    await db.kysely
      .insertInto('idempotency_keys')
      .values([row('ip:203.0.113.45'), row('ip:2001:db8::1'), row('user:7')])
      .execute();

    await migrateToLatest(db);
    const scopes = await db.kysely.selectFrom('idempotency_keys').select('scope').execute();
    expect(scopes).toEqual([{ scope: 'user:7' }]);
  });
});

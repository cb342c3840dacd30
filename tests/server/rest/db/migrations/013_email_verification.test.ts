import { afterEach, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { Migrator } from 'kysely/migration';

import { migrateToLatest } from '../../../../../server/rest/db/migrate.ts';
import { initialMigration } from '../../../../../server/rest/db/migrations/001_initial.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';

describe.each(databaseKinds)('migration 013 on %s', (kind) => {
  let opened: EmptyDatabase | undefined;
  afterEach(() => opened?.drop());

  test('accounts that existed before it count as verified, from their creation', async () => {
    opened = await emptyDatabase(kind);
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

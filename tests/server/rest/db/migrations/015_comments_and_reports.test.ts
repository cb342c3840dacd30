import { afterEach, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';

import { migrateToLatest, migrationProvider } from '../../../../../server/rest/db/migrate.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';

describe.each(databaseKinds)('migration 015 on %s', (kind) => {
  let opened: EmptyDatabase | undefined;
  afterEach(() => opened?.drop());

  test('issue reports and contact messages become reports, oldest first, and their tables go', async () => {
    opened = await emptyDatabase(kind);
    const { db } = opened;
    const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db) });
    const before = await migrator.migrateTo('013_email_verification');
    expect(before.error).toBeUndefined();
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('issue_reports')
      .values([
        {
          game_name: 'SuperTuxKart',
          issue_type: 'Game Crashes',
          description: 'Closes while loading the second track.',
          system_specs: 'Windows 11, 16 GB',
          email: 'tester@players.example',
          status: 'resolved',
          created_at: '2024-05-01T10:00:00.000Z',
          updated_at: '2024-05-02T10:00:00.000Z',
        },
        {
          game_name: '<b>Xonotic</b>',
          issue_type: 'Missing Files',
          description: 'The maps folder is empty after installing.',
          system_specs: 'Linux',
          email: 'other@players.example',
          status: 'open',
          created_at: '2024-05-03T10:00:00.000Z',
          updated_at: '2024-05-03T10:00:00.000Z',
        },
      ])
      .execute();
    await old
      .insertInto('contact_messages')
      .values({
        name: 'Robin Player',
        email: 'robin@players.example',
        subject: 'Mirror for large downloads',
        message: 'Could you add a second mirror?',
        status: 'read',
        created_at: '2024-05-02T10:00:00.000Z',
        updated_at: '2024-05-02T11:00:00.000Z',
      })
      .execute();

    await migrateToLatest(db);

    const reports = await db.kysely.selectFrom('reports').selectAll().orderBy('id').execute();
    const blank = {
      game_id: null,
      comment_id: null,
      reporter_user_id: null,
      page_url: '',
      resolution_note: '',
      handled_by: null,
      handled_at: null,
    };
    expect(reports).toEqual([
      {
        ...blank,
        id: expect.any(Number),
        kind: 'issue',
        status: 'resolved',
        game_name: 'SuperTuxKart',
        reason: 'Game Crashes',
        description: 'Closes while loading the second track.',
        system_specs: 'Windows 11, 16 GB',
        email: 'tester@players.example',
        name: '',
        created_at: '2024-05-01T10:00:00.000Z',
        updated_at: '2024-05-02T10:00:00.000Z',
      },
      {
        ...blank,
        id: expect.any(Number),
        kind: 'contact',
        status: 'open',
        game_name: '',
        reason: 'Mirror for large downloads',
        description: 'Could you add a second mirror?',
        system_specs: '',
        email: 'robin@players.example',
        name: 'Robin Player',
        created_at: '2024-05-02T10:00:00.000Z',
        updated_at: '2024-05-02T11:00:00.000Z',
      },
      {
        ...blank,
        id: expect.any(Number),
        kind: 'issue',
        status: 'open',
        game_name: '<b>Xonotic</b>',
        reason: 'Missing Files',
        description: 'The maps folder is empty after installing.',
        system_specs: 'Linux',
        email: 'other@players.example',
        name: '',
        created_at: '2024-05-03T10:00:00.000Z',
        updated_at: '2024-05-03T10:00:00.000Z',
      },
    ]);
    const tables = (await db.kysely.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['reports', 'comments', 'comment_likes']));
    expect(tables).not.toContain('issue_reports');
    expect(tables).not.toContain('contact_messages');
    const user = await db.kysely
      .selectFrom('users')
      .select('display_name')
      .executeTakeFirst()
      .catch(() => 'no column');
    expect(user).toBeUndefined();
  });
});

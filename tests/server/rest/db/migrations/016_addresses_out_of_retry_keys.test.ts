import { afterEach, describe, expect, test } from '@jest/globals';

import { migrateToLatest, migrateUpTo } from '../../../../../server/rest/db/migrate.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';

describe.each(databaseKinds)('migration 016 on %s', (kind) => {
  let opened: EmptyDatabase | undefined;
  afterEach(() => opened?.drop());

  test("signed-out callers' retry keys, scoped by their address, go; accounts' keys stay", async () => {
    opened = await emptyDatabase(kind);
    const { db } = opened;
    await migrateUpTo(db, '015_comments_and_reports');
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

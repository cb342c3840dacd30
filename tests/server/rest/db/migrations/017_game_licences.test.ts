import { afterEach, describe, expect, test } from '@jest/globals';
import type { Kysely } from 'kysely';

import { migrateToLatest, migrateUpTo } from '../../../../../server/rest/db/migrate.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { EmptyDatabase } from '../../../../support/emptyDatabase.ts';
import { emptyDatabase } from '../../../../support/emptyDatabase.ts';
import { generatedGameRow } from '../../../../support/gameRows.ts';

describe.each(databaseKinds)('migration 017 on %s', (kind) => {
  let opened: EmptyDatabase | undefined;
  afterEach(() => opened?.drop());

  test('games saved before it have an empty licence, and keep everything else', async () => {
    opened = await emptyDatabase(kind);
    const { db } = opened;
    await migrateUpTo(db, '016_addresses_out_of_retry_keys');
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const { license: _license, ...oldGame } = generatedGameRow('old', 1, 1000);
    await old.insertInto('games').values(oldGame).execute();

    await migrateToLatest(db);
    const game = await db.kysely
      .selectFrom('games')
      .select(['slug', 'license', 'general_notes'])
      .executeTakeFirstOrThrow();
    expect(game).toEqual({ slug: oldGame.slug, license: '', general_notes: oldGame.general_notes });
  });
});

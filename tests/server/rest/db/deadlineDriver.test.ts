import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';

import type { Db } from '../../../../server/rest/db/connection.ts';
import { openDatabase } from '../../../../server/rest/db/connection.ts';
import { migrateToLatest } from '../../../../server/rest/db/migrate.ts';
import {
  runWithWriteDeadline,
  WriteDeadlinePassed,
} from '../../../../server/rest/writeDeadline/writeDeadline.ts';
import { createPostgresDatabase, databaseKinds } from '../../../support/databases.ts';

describe.each(databaseKinds)('writes held to their deadline on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    let url = `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'gv-deadline-')), 'test.sqlite')}`;
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      url = database.url;
      drop = database.drop;
    }
    db = openDatabase(url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const subscribers = async (email: string) =>
    (
      await db.kysely
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', '=', email)
        .execute()
    ).length;
  const subscribe = (email: string) =>
    db.kysely
      .insertInto('newsletter_subscribers')
      .values({ email, created_at: new Date().toISOString() })
      .execute();
  const within = <T>(ms: number, work: () => Promise<T>) =>
    runWithWriteDeadline(performance.now() + ms, work);

  test('a transaction whose deadline passes before it commits is rolled back', async () => {
    const late = within(100, () =>
      db.kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('newsletter_subscribers')
          .values({ email: 'late@deadline.example', created_at: new Date().toISOString() })
          .execute();
        await sleep(200);
      }),
    );
    await expect(late).rejects.toBeInstanceOf(WriteDeadlinePassed);
    expect(await subscribers('late@deadline.example')).toBe(0);
  });

  test('a write outside a transaction is refused once the deadline has passed; a read is not', async () => {
    const outcome = within(50, async () => {
      await sleep(100);
      const read = await db.kysely.selectFrom('users').select('id').execute();
      await subscribe('later@deadline.example');
      return read;
    });
    await expect(outcome).rejects.toBeInstanceOf(WriteDeadlinePassed);
    expect(await subscribers('later@deadline.example')).toBe(0);
  });

  test('a write within its deadline commits, and later work on the same connections has no timeout left over', async () => {
    await within(2000, () => subscribe('kept@deadline.example'));
    await within(2000, () =>
      db.kysely
        .transaction()
        .execute((trx) =>
          trx
            .updateTable('newsletter_subscribers')
            .set({ email: 'moved@deadline.example' })
            .where('email', '=', 'kept@deadline.example')
            .execute(),
        ),
    );
    expect(await subscribers('moved@deadline.example')).toBe(1);
    if (kind === 'postgres') {
      const shown = await sql<{ lock_timeout: string }>`show lock_timeout`.execute(db.kysely);
      expect(shown.rows[0]?.lock_timeout).toBe('0');
    }
  });

  (kind === 'postgres' ? test : test.skip)(
    'a read after the write committed is not cut short by the time left',
    async () => {
      const answer = within(300, async () => {
        await subscribe('read-after@deadline.example');
        return db.kysely.selectNoFrom(sql<string>`pg_sleep(0.5)::text`.as('slept')).execute();
      });
      await expect(answer).resolves.toHaveLength(1);
      expect(await subscribers('read-after@deadline.example')).toBe(1);
    },
  );
});

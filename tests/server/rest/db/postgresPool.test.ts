import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Cursor from 'pg-cursor';

import { postgresPool } from '../../../../server/rest/db/postgresPool.ts';
import { postgresSkipped, proxiedPostgresDatabase } from '../../../support/databases.ts';
import type { TcpProxy } from '../../../support/tcpProxy.ts';

interface StreamedRows {
  read(rows: number): Promise<unknown[]>;
  close(): Promise<void>;
}

// Kysely hands the pool either a text with its parameters or, to stream, a cursor.
(postgresSkipped ? describe.skip : describe)('the PostgreSQL pool when the connection is lost', () => {
  let proxy: TcpProxy;
  let pool: ReturnType<typeof postgresPool>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await proxiedPostgresDatabase();
    ({ proxy, drop } = database);
    pool = postgresPool(database.url);
  });
  afterAll(async () => {
    await pool.end();
    await proxy.close();
    await drop();
  });

  test.each([
    [
      'a query',
      async (query: (...args: unknown[]) => unknown) => {
        await query('select 1', []);
        return () => query('select pg_sleep(5)', []) as Promise<unknown>;
      },
    ],
    [
      'a cursor read part-way',
      async (query: (...args: unknown[]) => unknown) => {
        const rows = query(new Cursor('select generate_series(1, 100000) as n', [])) as StreamedRows;
        expect(await rows.read(10)).toHaveLength(10);
        return () => rows.read(10);
      },
    ],
  ])('%s fails with a code the service answers 503 for', async (_, start) => {
    await proxy.restore();
    const client = await pool.connect();
    try {
      const next = await start(client.query.bind(client) as (...args: unknown[]) => unknown);
      const failing = next();
      await proxy.refuse();
      const error = (await failing.then(
        () => undefined,
        (reason: unknown) => reason,
      )) as { code?: string } | undefined;
      // The connection cut (ECONNRESET), or closed without a reason, which the pool names 08006.
      expect(['ECONNRESET', '08006']).toContain(error?.code);
    } finally {
      client.release(true);
    }
  });
});

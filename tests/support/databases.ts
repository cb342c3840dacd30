import { randomBytes } from 'node:crypto';

import pg from 'pg';

import type { TcpProxy } from './tcpProxy.ts';
import { startTcpProxy } from './tcpProxy.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function canReachPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresReachable = await canReachPostgres();
if (!postgresReachable && process.env.CI === 'true') {
  throw new Error(`PostgreSQL is not reachable at ${adminUrl}, and CI must run the PostgreSQL suites`);
}

if (!postgresReachable) {
  console.warn(`PostgreSQL is not reachable at ${adminUrl}: the PostgreSQL suites are skipped.`);
}

/** SQLite always; PostgreSQL when reachable (in CI it must be). */
export const databaseKinds: DatabaseKind[] = postgresReachable ? ['sqlite', 'postgres'] : ['sqlite'];

export const postgresSkipped = !postgresReachable;

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL database, so that test runs never see each other's data. Its commits do
 * not wait for the disk unless `durableCommits` asks: a test database is dropped after the suite,
 * and that wait was a fifth of the PostgreSQL suites' time. Only PostgreSQL crashing loses such a
 * commit; no suite crashes it.
 */
export async function createPostgresDatabase(
  options: { durableCommits?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gv_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    if (!options.durableCommits) await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** A throwaway PostgreSQL database reached through a proxy the test can take down. */
export async function proxiedPostgresDatabase(): Promise<{
  url: string;
  proxy: TcpProxy;
  drop(): Promise<void>;
}> {
  const database = await createPostgresDatabase();
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(database.url);
  proxied.port = String(proxy.port);
  return { url: proxied.toString(), proxy, drop: database.drop };
}

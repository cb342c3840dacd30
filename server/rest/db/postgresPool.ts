import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type Cursor from 'pg-cursor';

/** Connections of a pool: open ones, idle ones, and clients waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** SQLSTATE class 08 (connection exception): the codes PostgreSQL itself uses for these cases. */
const cannotConnect = '08001';
const connectionLost = '08006';

/** `pg` reports an unreachable or lost server without a SQLSTATE; this gives it the standard one. */
function withCode(error: unknown, code: string): unknown {
  if (error instanceof Error && !('code' in error)) Object.assign(error, { code });
  return error;
}

/**
 * A `pg` pool as Kysely uses it, where a server out of reach is an ordinary, recognisable error:
 * never a crash of the process, never an error without a code.
 */
export function postgresPool(url: string): PostgresPool & { stats: () => PoolStats } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection lost (the server restarting, say) only leaves the pool.
  pool.on('error', () => undefined);
  const lost = new WeakSet<pg.PoolClient>();
  // A connection lost while checked out fails its query; the pool drops it once released.
  pool.on('connect', (client) => client.on('error', () => lost.add(client as pg.PoolClient)));

  const views = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const view = (client: pg.PoolClient): PostgresPoolClient => {
    let seen = views.get(client);
    if (!seen) {
      seen = {
        get processID() {
          return (client as { processID?: number }).processID;
        },
        // Kysely calls query(sql, parameters), or query(cursor) to stream (see connection.ts).
        query: ((sqlOrCursor: string | Cursor, parameters: unknown[]) => {
          const failed = (error: unknown) => {
            throw lost.has(client) ? withCode(error, connectionLost) : error;
          };
          if (typeof sqlOrCursor === 'string') return client.query(sqlOrCursor, parameters).catch(failed);
          const cursor = client.query(sqlOrCursor);
          return {
            read: (rows: number) => cursor.read(rows).catch(failed),
            close: () => cursor.close(),
          };
        }) as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy),
      };
      views.set(client, seen);
    }
    return seen;
  };

  return {
    options: pool.options,
    async connect() {
      try {
        return view(await pool.connect());
      } catch (error) {
        throw withCode(error, cannotConnect);
      }
    },
    end: () => pool.end(),
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

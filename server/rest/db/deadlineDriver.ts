import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import {
  CompiledQuery,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  UpdateQueryNode,
} from 'kysely';

import { WriteDeadlinePassed, writeTimeLeft } from '../writeDeadline/writeDeadline.ts';

const isWrite = ({ query }: CompiledQuery) =>
  InsertQueryNode.is(query) ||
  UpdateQueryNode.is(query) ||
  DeleteQueryNode.is(query) ||
  MergeQueryNode.is(query);

/** Below this, a PostgreSQL timeout could cut even a lock's release short: the checks alone decide. */
const shortestTimeoutMs = 50;

function refuseWhenLate(): void {
  if (writeTimeLeft() <= 0) throw new WriteDeadlinePassed();
}

/** The time left as a PostgreSQL setting, or undefined when there is no deadline or too little left. */
function timeoutSetting(): string | undefined {
  const leftMs = Math.floor(writeTimeLeft());
  return Number.isFinite(leftMs) && leftMs >= shortestTimeoutMs ? `${leftMs}ms` : undefined;
}

const setTimeouts = (setting: string, local: boolean) =>
  CompiledQuery.raw(
    `select set_config('lock_timeout', $1, ${local}), set_config('statement_timeout', $1, ${local})`,
    [setting],
  );
const resetTimeouts = CompiledQuery.raw('reset lock_timeout; reset statement_timeout');

/**
 * Holds every write to the current request's write deadline (writeDeadline.ts): a transaction does
 * not begin, nor commit, once it has passed (Kysely then rolls it back), and neither does a write
 * outside one. On PostgreSQL a write transaction gets the time left as its local `lock_timeout`
 * and `statement_timeout`, and so do a write or a raw statement (an advisory lock) outside one,
 * for that statement; SQLite's driver bounds its own lock waits by it (nodeSqliteDialect.ts).
 * Reads are never held to it: an answer read after its write committed must still go out.
 */
class DeadlineDriver implements Driver {
  #inner: Driver;
  #postgres: boolean;
  #inTransaction = new WeakSet<DatabaseConnection>();

  constructor(inner: Driver, postgres: boolean) {
    this.#inner = inner;
    this.#postgres = postgres;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#guarded(await this.#inner.acquireConnection());
  }

  /** The connection with its statements outside a transaction held to the deadline. */
  #guarded(connection: DatabaseConnection): DatabaseConnection {
    const inTransaction = () => this.#inTransaction.has(connection);
    const timed = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const setting = this.#postgres ? timeoutSetting() : undefined;
      if (setting === undefined) return connection.executeQuery<R>(query);
      await connection.executeQuery(setTimeouts(setting, false));
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        // A connection that cannot be reset is a lost one, which the pool drops (postgresPool.ts).
        await connection.executeQuery(resetTimeouts).catch(() => undefined);
      }
    };
    return {
      executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (inTransaction()) return connection.executeQuery<R>(query);
        if (isWrite(query)) {
          refuseWhenLate();
          return timed<R>(query);
        }
        return RawNode.is(query.query) ? timed<R>(query) : connection.executeQuery<R>(query);
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      unwrapped: connection,
    } as DatabaseConnection & { unwrapped: DatabaseConnection };
  }

  #unwrap(connection: DatabaseConnection): DatabaseConnection {
    return (connection as DatabaseConnection & { unwrapped?: DatabaseConnection }).unwrapped ?? connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    refuseWhenLate();
    const inner = this.#unwrap(connection);
    await this.#inner.beginTransaction(inner, settings);
    this.#inTransaction.add(inner);
    const setting = this.#postgres ? timeoutSetting() : undefined;
    // Local settings end with the transaction, committed or rolled back.
    if (setting !== undefined) await inner.executeQuery(setTimeouts(setting, true));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    refuseWhenLate();
    const inner = this.#unwrap(connection);
    await this.#inner.commitTransaction(inner);
    this.#inTransaction.delete(inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const inner = this.#unwrap(connection);
    this.#inTransaction.delete(inner);
    await this.#inner.rollbackTransaction(inner);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const inner = this.#unwrap(connection);
    this.#inTransaction.delete(inner);
    await this.#inner.releaseConnection(inner);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect with its driver held to the write deadline. */
export function withWriteDeadlines(dialect: Dialect, kind: 'sqlite' | 'postgres'): Dialect {
  return {
    createDriver: () => new DeadlineDriver(dialect.createDriver(), kind === 'postgres'),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { CompiledQuery, DeleteQueryNode, InsertQueryNode, MergeQueryNode, UpdateQueryNode } from 'kysely';

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

/**
 * Holds every write to the current request's write deadline (writeDeadline.ts): a transaction does
 * not begin, nor commit, once it has passed (Kysely then rolls it back), and neither does a write
 * outside one. On PostgreSQL each connection a write request takes gets that deadline as its
 * `lock_timeout` and `statement_timeout` until it goes back to the pool; SQLite's driver bounds its
 * own lock waits by it (nodeSqliteDialect.ts). Reads are never refused: an answer read after its
 * write committed must still go out.
 */
class DeadlineDriver implements Driver {
  #inner: Driver;
  #postgres: boolean;
  #inTransaction = new WeakSet<DatabaseConnection>();
  #timed = new WeakSet<DatabaseConnection>();

  constructor(inner: Driver, postgres: boolean) {
    this.#inner = inner;
    this.#postgres = postgres;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    const leftMs = Math.floor(writeTimeLeft());
    if (this.#postgres && Number.isFinite(leftMs) && leftMs >= shortestTimeoutMs) {
      await connection.executeQuery(
        CompiledQuery.raw(
          "select set_config('lock_timeout', $1, false), set_config('statement_timeout', $1, false)",
          [`${leftMs}ms`],
        ),
      );
      this.#timed.add(connection);
    }
    return this.#guarded(connection);
  }

  /** The connection with its writes outside a transaction checked against the deadline. */
  #guarded(connection: DatabaseConnection): DatabaseConnection {
    const inTransaction = this.#inTransaction;
    return {
      executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (!inTransaction.has(connection) && isWrite(query)) refuseWhenLate();
        return connection.executeQuery<R>(query);
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
    try {
      if (this.#timed.has(inner)) {
        this.#timed.delete(inner);
        await inner.executeQuery(CompiledQuery.raw('reset lock_timeout; reset statement_timeout'));
      }
    } finally {
      // A connection that could not be reset is a lost one, which the pool drops (postgresPool.ts).
      await this.#inner.releaseConnection(inner);
    }
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

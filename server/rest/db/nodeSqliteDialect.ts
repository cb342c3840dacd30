import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

import { writeTimeLeft } from '../writeDeadline/writeDeadline.ts';
import { sqlitePrimaryCode, sqliteResult } from './sqliteErrors.ts';

const isBusy = (error: unknown) => sqlitePrimaryCode(error) === sqliteResult.busy;

/** First come, first served access to the one connection. */
class Turn {
  #held = false;
  #waiting: Array<() => void> = [];

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

function execute(database: DatabaseSync, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement: StatementSync = database.prepare(sql);
  const values = parameters as SQLInputValue[];
  if (statement.columns().length > 0) return { rows: statement.all(...values) };
  const { changes, lastInsertRowid } = statement.run(...values);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/**
 * `node:sqlite` is synchronous, so SQLite's own busy timeout would stop the whole event loop
 * while another process holds the write lock. Instead the lock is tried without waiting, and a
 * statement outside a transaction (or a `BEGIN IMMEDIATE`) that finds it busy gives up its turn,
 * sleeps and tries again until `busyWaitMs` has passed, or the write's deadline (see
 * writeDeadline.ts) if that comes first: meanwhile reads keep being answered.
 */
class NodeSqliteConnection implements DatabaseConnection {
  #database: DatabaseSync;
  #turn: Turn;
  #busyWaitMs: number;

  constructor(database: DatabaseSync, turn: Turn, busyWaitMs: number) {
    this.#database = database;
    this.#turn = turn;
    this.#busyWaitMs = busyWaitMs;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = performance.now() + Math.min(this.#busyWaitMs, writeTimeLeft());
    for (let attempt = 1; ; attempt++) {
      try {
        return execute(this.#database, query) as QueryResult<R>;
      } catch (error) {
        // Inside a transaction the statement cannot be retried alone; the caller's rollback ends it.
        if (!isBusy(error) || this.#database.isTransaction || performance.now() >= giveUpAt) throw error;
      }
      this.#turn.give();
      await sleep(Math.min(10 * attempt, 100));
      await this.#turn.take();
    }
  }

  /**
   * Rows `chunkSize` at a time: Kysely handles each chunk as one result, which cost 30 ms more per
   * 20,000 rows when each row was one.
   */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Only select queries can be streamed');
    let rows: R[] = [];
    for (const row of this.#database.prepare(query.sql).iterate(...(query.parameters as SQLInputValue[]))) {
      rows.push(row as R);
      if (rows.length >= chunkSize) {
        yield { rows };
        rows = [];
      }
    }
    if (rows.length > 0) yield { rows };
  }
}

class NodeSqliteDriver implements Driver {
  #database: DatabaseSync;
  #turn = new Turn();
  #connection: NodeSqliteConnection;

  constructor(database: DatabaseSync, busyWaitMs: number) {
    this.#database = database;
    this.#connection = new NodeSqliteConnection(database, this.#turn, busyWaitMs);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turn.take();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Take the write lock at the start, where waiting for it is still safe (see executeQuery).
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#turn.give();
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

/** The driver takes turns on its one connection itself, so Kysely's own mutex must stay out. */
class TurnTakingSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect on the built-in `node:sqlite` driver, waiting for locks without blocking. */
export function nodeSqliteDialect(database: DatabaseSync, busyWaitMs: number): Dialect {
  return {
    createDriver: () => new NodeSqliteDriver(database, busyWaitMs),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new TurnTakingSqliteAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
  };
}

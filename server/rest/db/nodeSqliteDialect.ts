import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Adapts the built-in `node:sqlite` driver to the interface Kysely's SQLite dialect expects. */
function adaptStatement(statement: StatementSync): SqliteStatement {
  type Params = Parameters<StatementSync['all']>;
  const bind = (parameters: ReadonlyArray<unknown>) => parameters as unknown as Params;
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapted: SqliteDatabase = {
    close: () => database.close(),
    prepare: (sql) => adaptStatement(database.prepare(sql)),
  };
  return new SqliteDialect({ database: adapted });
}

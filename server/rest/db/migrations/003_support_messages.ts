import type { CreateTableBuilder, Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

type Builder = CreateTableBuilder<string, never>;

function withId(kind: DatabaseKind, table: Builder): Builder {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** The contact form, the Report an Issue page and the footer's newsletter box (SPEC 2.15, 5). */
export function supportMessagesMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(kind, db.schema.createTable('contact_messages'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(kind, db.schema.createTable('issue_reports'))
        .addColumn('game_name', 'text', (col) => col.notNull())
        .addColumn('issue_type', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('system_specs', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      // Addresses are stored lowercased (as users' emails are), so the unique column is case-insensitive.
      await withId(kind, db.schema.createTable('newsletter_subscribers'))
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}

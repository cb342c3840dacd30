import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * Who did which admin or moderator write, to what, when and from where. The actor is copied in
 * (id, email, role), not referenced: an entry outlives its actor's account and its later changes.
 */
export function auditLogMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('audit_log');
      await (
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('actor_id', 'integer', (col) => col.notNull())
        .addColumn('actor_email', 'text', (col) => col.notNull())
        .addColumn('actor_role', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('target_label', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').column('action').execute();
    },
  };
}

import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * Links mailed to the old address after an email change, each able to put that address back once.
 * Only the SHA-256 hash of each link's token is kept, so the table alone restores nothing. A link
 * is spent once `used_at` is set; rows go with their user.
 */
export function emailChangeUndosMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('email_change_undos');
      await (
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('old_email', 'text', (col) => col.notNull())
        .addColumn('new_email', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('email_change_undos_user_idx')
        .on('email_change_undos')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('email_change_undos_expires_at_idx')
        .on('email_change_undos')
        .column('expires_at')
        .execute();
    },
  };
}

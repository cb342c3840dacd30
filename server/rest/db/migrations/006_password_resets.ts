import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * Password reset links: only the SHA-256 hash of each link's token is kept, so the table alone
 * opens no account. A link is spent once `used_at` is set; rows go with their user.
 */
export function passwordResetsMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('password_resets');
      await (
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('password_resets_user_idx')
        .on('password_resets')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('password_resets_expires_at_idx')
        .on('password_resets')
        .column('expires_at')
        .execute();
    },
  };
}

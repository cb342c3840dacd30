import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * Email verification: `users.email_verified_at` is set once the account's address is proven, and
 * cleared when the address changes. Accounts made before this migration count as verified (from
 * their creation). Links keep only the SHA-256 of their token, like password resets; a link is
 * spent once `used_at` is set, and rows go with their user.
 */
export function emailVerificationMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
      await sql`update users set email_verified_at = created_at`.execute(db);
      const table = db.schema.createTable('email_verifications');
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
        .createIndex('email_verifications_user_idx')
        .on('email_verifications')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('email_verifications_expires_at_idx')
        .on('email_verifications')
        .column('expires_at')
        .execute();
    },
  };
}

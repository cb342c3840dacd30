import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

/**
 * Two-factor sign-in: one row per account that started enrolling (`enabled_at` is set once the
 * first code confirmed it), holding the authenticator secret encrypted, and the time step of the
 * last code accepted so that no code opens twice. Recovery codes are kept as SHA-256 hashes only.
 * Rows go with their user.
 */
export function twoFactorMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('two_factor')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('enabled_at', 'text')
        .addColumn('last_used_step', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      const codes = db.schema.createTable('recovery_codes');
      await (
        kind === 'postgres'
          ? codes.addColumn('id', 'serial', (col) => col.primaryKey())
          : codes.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('recovery_codes_user_hash_idx')
        .on('recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
    },
  };
}

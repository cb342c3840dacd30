import type { Kysely } from 'kysely';

/**
 * Tokens ended before their expiry (sign-out), by the SHA-256 of the token: tokens carry no id, and
 * the table alone opens nothing. A row is needed only until its token would have expired anyway;
 * rows go with their user.
 */
export const revokedTokensMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('revoked_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_tokens_expires_at_idx')
      .on('revoked_tokens')
      .column('expires_at')
      .execute();
    await db.schema.createIndex('revoked_tokens_user_idx').on('revoked_tokens').column('user_id').execute();
  },
};

import type { Kysely } from 'kysely';

/**
 * The answers to writes sent with an `Idempotency-Key`, so that a repeat gets the same answer
 * without writing again. A key belongs to its caller (`scope`: a user id or, signed out, an
 * address); `fingerprint` is a keyed hash of the method, path and body, never the body itself.
 * While the first request runs, `status` is null and `locked_until` is its write deadline.
 */
export const idempotencyKeysMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('locked_until', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expires_at_idx')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
};

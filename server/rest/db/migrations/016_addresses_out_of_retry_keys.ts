import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Signed-out callers' retry keys were scoped by their address (`ip:<address>`); they are now
 * scoped by a keyed hash of it. The old rows could never match again and would keep addresses
 * for up to a day: they go now. A signed-out write retried across the upgrade is written again,
 * as one sent without a key would be.
 */
export const addressesOutOfRetryKeysMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`delete from idempotency_keys where scope like 'ip:%'`.execute(db);
  },
};

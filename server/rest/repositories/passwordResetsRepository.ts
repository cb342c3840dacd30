import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/** Rows are kept a day past their expiry (for a look at recent requests), then removed. */
const keptAfterExpiryMs = 24 * 3600 * 1000;

export interface UsableReset {
  id: number;
  user_id: number;
  /** The account's email, which the link was sent to. */
  email: string;
}

/** Password reset links, by the hash of their token. Times are ISO 8601 text, which sorts as time. */
export function passwordResetsRepository(db: Kysely<Database>) {
  return {
    /** Stores a new link, and removes links that expired more than a day ago. */
    async create(reset: {
      userId: number;
      tokenHash: string;
      email: string;
      expiresAt: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({
          user_id: reset.userId,
          token_hash: reset.tokenHash,
          email: reset.email,
          expires_at: reset.expiresAt,
          created_at: reset.now,
        })
        .execute();
      const cutoff = new Date(Date.parse(reset.now) - keptAfterExpiryMs).toISOString();
      await db.deleteFrom('password_resets').where('expires_at', '<', cutoff).execute();
    },
    /**
     * The unused, unexpired link with this token hash, while its account still has the email the
     * link was sent to (after an email change, a link in the old mailbox opens nothing).
     */
    findUsable(tokenHash: string, now: string): Promise<UsableReset | undefined> {
      return db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['password_resets.id', 'password_resets.user_id', 'users.email'])
        .where('password_resets.token_hash', '=', tokenHash)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', now)
        .whereRef('users.email', '=', 'password_resets.email')
        .executeTakeFirst();
    },
    /**
     * Spends a link unless it was spent or expired meanwhile. One statement: of concurrent calls
     * for one link, exactly one gets true.
     */
    async consume(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Spends every open link of the account, whichever address it went to. */
    async spendAll(userId: number, now: string): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

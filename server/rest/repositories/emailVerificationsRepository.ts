import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/** Rows are kept a day past their expiry (for a look at recent requests), then removed. */
const keptAfterExpiryMs = 24 * 3600 * 1000;

export interface UsableVerification {
  id: number;
  user_id: number;
  email: string;
}

/** Email verification links, by the hash of their token. Times are ISO 8601 text. */
export function emailVerificationsRepository(db: Kysely<Database>) {
  return {
    /** Stores a new link, and removes links that expired more than a day ago. */
    async create(link: {
      userId: number;
      tokenHash: string;
      email: string;
      expiresAt: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('email_verifications')
        .values({
          user_id: link.userId,
          token_hash: link.tokenHash,
          email: link.email,
          expires_at: link.expiresAt,
          created_at: link.now,
        })
        .execute();
      const cutoff = new Date(Date.parse(link.now) - keptAfterExpiryMs).toISOString();
      await db.deleteFrom('email_verifications').where('expires_at', '<', cutoff).execute();
    },
    /**
     * The unused, unexpired link with this token hash, while its account still has the address the
     * link was sent to (after an email change, a link in the old mailbox proves nothing).
     */
    findUsable(tokenHash: string, now: string): Promise<UsableVerification | undefined> {
      return db
        .selectFrom('email_verifications')
        .innerJoin('users', 'users.id', 'email_verifications.user_id')
        .select(['email_verifications.id', 'email_verifications.user_id', 'users.email'])
        .where('email_verifications.token_hash', '=', tokenHash)
        .where('email_verifications.used_at', 'is', null)
        .where('email_verifications.expires_at', '>', now)
        .whereRef('users.email', '=', 'email_verifications.email')
        .executeTakeFirst();
    },
    /** Spends a link unless it was spent or expired meanwhile: of concurrent calls, one gets true. */
    async consume(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/**
 * Tokens ended by a sign-out, by hash. A row matters only while its token could still be accepted:
 * each new row removes those whose tokens have expired since, so the table holds live sessions' ends
 * only. Times are ISO 8601 text, which sorts as time.
 */
export function revokedTokensRepository(db: Kysely<Database>) {
  return {
    async revoke(token: { hash: string; userId: number; acceptedUntil: string; now: string }): Promise<void> {
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', token.now).execute();
      // Two sign-outs of one token at once: the second finds the row there and changes nothing.
      await db
        .insertInto('revoked_tokens')
        .values({ token_hash: token.hash, user_id: token.userId, expires_at: token.acceptedUntil })
        .onConflict((conflict) => conflict.column('token_hash').doNothing())
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  /** ISO 8601 times: now, the end of this request's write deadline, and when the key is forgotten. */
  now: string;
  lockedUntil: string;
  expiresAt: string;
}

/** What a request with an `Idempotency-Key` may do: run, repeat the stored answer, or be refused. */
export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'otherRequest' }
  | { kind: 'inFlight' };

/** Idempotency keys and their stored answers (migration 012). Times are ISO 8601 text. */
export function idempotencyRepository(db: Kysely<Database>) {
  const row = (scope: string, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  return {
    /**
     * Takes the key for this request when it is new, or when the request that took it ended
     * without an answer and its deadline has passed (it can no longer commit anything).
     */
    async claim(claim: KeyClaim): Promise<ClaimOutcome> {
      await db.deleteFrom('idempotency_keys').where('expires_at', '<', claim.now).execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          scope: claim.scope,
          key: claim.key,
          fingerprint: claim.fingerprint,
          status: null,
          body: null,
          locked_until: claim.lockedUntil,
          expires_at: claim.expiresAt,
        })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed' };
      const found = await row(claim.scope, claim.key);
      if (!found) return { kind: 'inFlight' };
      if (found.fingerprint !== claim.fingerprint) return { kind: 'otherRequest' };
      if (found.status !== null) return { kind: 'answered', status: found.status, body: found.body ?? '' };
      if (found.locked_until > claim.now) return { kind: 'inFlight' };
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ locked_until: claim.lockedUntil, expires_at: claim.expiresAt })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('status', 'is', null)
        .where('locked_until', '=', found.locked_until)
        .executeTakeFirst();
      return taken.numUpdatedRows > 0n ? { kind: 'claimed' } : { kind: 'inFlight' };
    },
    async answer(scope: string, key: string, status: number, body: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status, body })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },
    /** Gives the key up: the request wrote nothing, so a repeat may run. */
    async release(scope: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status', 'is', null)
        .execute();
    },
  };
}

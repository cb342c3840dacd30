import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

export interface TwoFactorState {
  /** The encrypted secret. */
  secret: string;
  enabled: boolean;
  lastUsedStep: number | null;
}

/** Authenticator secrets and recovery codes of accounts (SQL only; see auth/twoFactor/). */
export function twoFactorRepository(db: Kysely<Database>) {
  return {
    async find(userId: number): Promise<TwoFactorState | undefined> {
      const row = await db
        .selectFrom('two_factor')
        .select(['secret', 'enabled_at', 'last_used_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        secret: row.secret,
        enabled: row.enabled_at !== null,
        lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
      };
    },
    async isEnabled(userId: number): Promise<boolean> {
      return (await this.find(userId))?.enabled ?? false;
    },
    /**
     * Starts (or starts again) an enrolment with a new secret. An account whose two-factor sign-in
     * is on keeps its secret: false.
     */
    async startEnrolment(userId: number, secret: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret, enabled_at: null, last_used_step: null, created_at: now })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ secret, last_used_step: null, created_at: now })
            .where('two_factor.enabled_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /**
     * Takes a code's time step as used, unless that step or a later one was used already. One
     * statement: of two requests with the same code, exactly one gets true.
     */
    async useStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ last_used_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Turns an enrolment on (build on a transaction with `replaceRecoveryCodes`). */
    async enable(userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ enabled_at: now })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Forgets the secret and every recovery code. */
    async remove(userId: number): Promise<void> {
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    },
    async replaceRecoveryCodes(userId: number, hashes: readonly string[], now: string): Promise<void> {
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
        .execute();
    },
    /** Spends an unused recovery code; of concurrent uses of one code exactly one gets true. */
    async useRecoveryCode(userId: number, hash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

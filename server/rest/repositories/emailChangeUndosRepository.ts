import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/** Rows are kept a day past their expiry (so that a late click is told "expired"), then removed. */
const keptAfterExpiryMs = 24 * 3600 * 1000;

export interface EmailChangeUndo {
  id: number;
  user_id: number;
  old_email: string;
  new_email: string;
  expires_at: string;
  used_at: string | null;
}

/** Links that undo an email change, by the hash of their token. Times are ISO 8601 text. */
export function emailChangeUndosRepository(db: Kysely<Database>) {
  return {
    /** Stores a new link, and removes links that expired more than a day ago. */
    async create(undo: {
      userId: number;
      tokenHash: string;
      oldEmail: string;
      newEmail: string;
      expiresAt: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('email_change_undos')
        .values({
          user_id: undo.userId,
          token_hash: undo.tokenHash,
          old_email: undo.oldEmail,
          new_email: undo.newEmail,
          expires_at: undo.expiresAt,
          created_at: undo.now,
        })
        .execute();
      const cutoff = new Date(Date.parse(undo.now) - keptAfterExpiryMs).toISOString();
      await db.deleteFrom('email_change_undos').where('expires_at', '<', cutoff).execute();
    },
    /** The link with this token hash, spent or not, expired or not. */
    find(tokenHash: string): Promise<EmailChangeUndo | undefined> {
      return db
        .selectFrom('email_change_undos')
        .select(['id', 'user_id', 'old_email', 'new_email', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /**
     * Spends a link unless it was spent or expired meanwhile, and with it every open link of the
     * account made after it: those would bring back an address this undo takes away. Links made
     * before it stay open, so that an intruder who changed the email twice cannot spend the owner's
     * link by undoing the second change. Of concurrent calls for one link, exactly one gets true.
     */
    async consume(undo: { id: number; userId: number }, now: string): Promise<boolean> {
      const result = await db
        .updateTable('email_change_undos')
        .set({ used_at: now })
        .where('id', '=', undo.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .updateTable('email_change_undos')
        .set({ used_at: now })
        .where('user_id', '=', undo.userId)
        .where('id', '>', undo.id)
        .where('used_at', 'is', null)
        .execute();
      return true;
    },
  };
}

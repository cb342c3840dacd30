import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/**
 * What an account's email address left outside the account, cleared when the account is deleted:
 * the newsletter subscription goes, and messages, reports and game requests sent from the address
 * stay for the staff without it. Takedown notices keep their contact address: they are a legal
 * record, and the notice may have to be answered.
 */
export async function forgetAddress(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
  await db.updateTable('reports').set({ email: '' }).where('email', '=', email).execute();
  await db
    .updateTable('game_requests')
    .set({ requester_email: '' })
    .where('requester_email', '=', email)
    .execute();
}

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

/** Addresses come lowercased from the email rule, so the unique column is case-insensitive. */
export function newsletterRepository(db: Kysely<Database>) {
  return {
    /** Answers whether the address is new; a repeat (even a concurrent one) adds no row. */
    async subscribe(email: string, now: string): Promise<boolean> {
      const row = await db
        .insertInto('newsletter_subscribers')
        .values({ email, created_at: now })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async unsubscribe(email: string): Promise<void> {
      await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
    },
    newsletterSubscribers() {
      return db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

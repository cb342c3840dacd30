import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

export interface AccountSettings {
  email_notifications: boolean;
  download_notifications: boolean;
}

export function accountRepository(db: Kysely<Database>) {
  return {
    async settings(userId: number): Promise<AccountSettings> {
      const row = await db
        .selectFrom('user_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        email_notifications: row ? Boolean(row.email_notifications) : true,
        download_notifications: row ? Boolean(row.download_notifications) : true,
      };
    },
    async saveSettings(userId: number, settings: AccountSettings): Promise<void> {
      const values = {
        email_notifications: settings.email_notifications ? 1 : 0,
        download_notifications: settings.download_notifications ? 1 : 0,
      };
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    /** The name the account's comments show. */
    async setDisplayName(userId: number, displayName: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ display_name: displayName, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
    favorites(userId: number) {
      return db
        .selectFrom('favorites')
        .innerJoin('games', 'games.id', 'favorites.game_id')
        .select([
          'games.id as gameId',
          'games.slug',
          'games.title',
          'games.image_url as imageUrl',
          'favorites.created_at as addedAt',
        ])
        .where('favorites.user_id', '=', userId)
        .orderBy('favorites.created_at', 'desc')
        .execute();
    },
    downloads(userId: number) {
      return db
        .selectFrom('downloads')
        .innerJoin('games', 'games.id', 'downloads.game_id')
        .select([
          'downloads.id',
          'games.id as gameId',
          'games.slug',
          'games.title',
          'games.image_url as imageUrl',
          'games.version',
          'games.size',
          'downloads.created_at as downloadedAt',
        ])
        .where('downloads.user_id', '=', userId)
        .orderBy('downloads.created_at', 'desc')
        .orderBy('downloads.id', 'desc')
        .limit(200)
        .execute();
    },
  };
}

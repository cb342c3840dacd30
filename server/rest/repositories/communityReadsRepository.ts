import type { Kysely } from 'kysely';

import type { Visitor } from '../community/visitorKeys.ts';
import type { Database } from '../db/schema.ts';

export interface ViewerState {
  starred: boolean;
  shared: boolean;
  /** The caller's own rating, null when it gave none (or is anonymous). */
  rating: number | null;
}

export interface CommunityStats {
  activeUsers: number;
  downloads: number;
  reviews: number;
  games: number;
}

/** PostgreSQL answers sums and counts as bigint text, SQLite as numbers. */
const count = (value: unknown) => Number(value ?? 0);

/** What `community.php` reads: one visitor's state, the site's totals, Top downloads, my ratings. */
export function communityReadsRepository(db: Kysely<Database>) {
  return {
    async viewerState(visitor: Visitor | undefined, gameId: number): Promise<ViewerState> {
      if (!visitor) return { starred: false, shared: false, rating: null };
      const star =
        visitor.kind === 'account'
          ? db
              .selectFrom('favorites')
              .select('game_id')
              .where('user_id', '=', visitor.userId)
              .where('game_id', '=', gameId)
          : db
              .selectFrom('game_stars')
              .select('game_id')
              .where('game_id', '=', gameId)
              .where('visitor_key', '=', visitor.key);
      const share = db
        .selectFrom('game_shares')
        .select('game_id')
        .where('game_id', '=', gameId)
        .where('visitor_key', '=', visitor.key);
      const rating =
        visitor.kind === 'account'
          ? db
              .selectFrom('ratings')
              .select('stars')
              .where('user_id', '=', visitor.userId)
              .where('game_id', '=', gameId)
              .executeTakeFirst()
          : undefined;
      const [starred, shared, rated] = await Promise.all([
        star.executeTakeFirst(),
        share.executeTakeFirst(),
        rating,
      ]);
      return { starred: starred !== undefined, shared: shared !== undefined, rating: rated?.stars ?? null };
    },

    /**
     * Active games' totals (seeded aggregates included), their visible comments and the accounts
     * active since `activeSince`.
     */
    async stats(activeSince: string): Promise<CommunityStats> {
      const [games, users, comments] = await Promise.all([
        db
          .selectFrom('games')
          .select((eb) => [
            eb.fn.countAll().as('games'),
            eb.fn.sum('downloads').as('downloads'),
            eb.fn.sum('total_ratings').as('ratings'),
          ])
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('last_active_at', '>=', activeSince)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('comments')
          .innerJoin('games', 'games.id', 'comments.game_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('comments.status', '=', 'visible')
          .where('games.status', '=', 'active')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        activeUsers: count(users.n),
        downloads: count(games.downloads),
        reviews: count(games.ratings) + count(comments.n),
        games: count(games.games),
      };
    },

    /**
     * The active games with the most downloads since `fromDay` (UTC, inclusive), or of all time
     * (the games' totals) without one; ties by title.
     */
    async topDownloads(fromDay: string | undefined, length: number) {
      const rows =
        fromDay === undefined
          ? await db
              .selectFrom('games')
              .select(['id', 'downloads'])
              .where('status', '=', 'active')
              .orderBy('downloads', 'desc')
              .orderBy('title')
              .orderBy('id')
              .limit(length)
              .execute()
          : await db
              .selectFrom('games')
              .leftJoin('game_download_days as days', (join) =>
                join.onRef('days.game_id', '=', 'games.id').on('days.day', '>=', fromDay),
              )
              .select((eb) => [
                'games.id',
                eb.fn.coalesce(eb.fn.sum('days.downloads'), eb.lit(0)).as('downloads'),
              ])
              .where('games.status', '=', 'active')
              .groupBy(['games.id', 'games.title'])
              .orderBy('downloads', 'desc')
              .orderBy('games.title')
              .orderBy('games.id')
              .limit(length)
              .execute();
      return rows.map((row) => ({ gameId: row.id, downloads: count(row.downloads) }));
    },

    myRatings(userId: number, length: number) {
      return db
        .selectFrom('ratings')
        .innerJoin('games', 'games.id', 'ratings.game_id')
        .select([
          'games.id as gameId',
          'games.slug',
          'games.title',
          'games.image_url as imageUrl',
          'ratings.stars as rating',
          'ratings.updated_at as ratedAt',
        ])
        .where('ratings.user_id', '=', userId)
        .orderBy('ratings.updated_at', 'desc')
        .orderBy('games.id', 'desc')
        .limit(length)
        .execute();
    },
  };
}

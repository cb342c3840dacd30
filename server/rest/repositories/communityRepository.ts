import type { Kysely } from 'kysely';

import type { Visitor } from '../community/visitorKeys.ts';
import type { DatabaseKind } from '../db/connection.ts';
import { relaxedCommit } from '../db/relaxedCommit.ts';
import type { Database } from '../db/schema.ts';

/** The counts that the event's own code adds; stars and ratings are added by triggers (migration 014). */
type CodedCount = 'views' | 'shares' | 'downloads';

/** One more of `count` for the game, moved into `games` by the next flush. */
async function addDelta(db: Kysely<Database>, gameId: number, count: CodedCount): Promise<void> {
  await db
    .insertInto('count_deltas')
    .values({ game_id: gameId, [count]: 1 })
    .onConflict((oc) =>
      oc.column('game_id').doUpdateSet((eb) => ({ [count]: eb(`count_deltas.${count}`, '+', 1) })),
    )
    .execute();
}

/**
 * The counted events of `community.php` (and `account.php`'s favorites and downloads). Each is
 * decided by a primary key or a conditional upsert, never by a read before the write, so that
 * concurrent repeats count once; none writes a `games` row (see `countDeltasRepository`).
 */
export function communityRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    async isActiveGame(gameId: number): Promise<boolean> {
      const game = await db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirst();
      return game?.status === 'active';
    },

    /** Counts the view unless this visitor's last counted view of the game is after `windowStart`. */
    recordView(visitorKey: string, gameId: number, now: string, windowStart: string): Promise<boolean> {
      return relaxedCommit(db, kind, async (trx) => {
        const counted = await trx
          .insertInto('game_views')
          .values({ visitor_key: visitorKey, game_id: gameId, counted_at: now })
          .onConflict((oc) =>
            oc
              .columns(['visitor_key', 'game_id'])
              .doUpdateSet({ counted_at: now })
              .where('game_views.counted_at', '<=', windowStart),
          )
          .returning('game_id')
          .executeTakeFirst();
        if (counted) await addDelta(trx, gameId, 'views');
        return counted !== undefined;
      });
    },

    /** An account's star is its favorite; an anonymous one a row of `game_stars`. Answers whether it is new. */
    async star(visitor: Visitor, gameId: number, now: string): Promise<boolean> {
      const added =
        visitor.kind === 'account'
          ? await db
              .insertInto('favorites')
              .values({ user_id: visitor.userId, game_id: gameId, created_at: now })
              .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
              .returning('game_id')
              .executeTakeFirst()
          : await db
              .insertInto('game_stars')
              .values({ game_id: gameId, visitor_key: visitor.key, created_at: now })
              .onConflict((oc) => oc.columns(['game_id', 'visitor_key']).doNothing())
              .returning('game_id')
              .executeTakeFirst();
      return added !== undefined;
    },

    /** Withdraws an account's star (its favorite); answers whether there was one. */
    async unstar(userId: number, gameId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('favorites')
        .where('user_id', '=', userId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Counts the visitor's share of the game once. */
    share(visitorKey: string, gameId: number, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('game_shares')
          .values({ game_id: gameId, visitor_key: visitorKey, created_at: now })
          .onConflict((oc) => oc.columns(['game_id', 'visitor_key']).doNothing())
          .returning('game_id')
          .executeTakeFirst();
        if (added) await addDelta(trx, gameId, 'shares');
        return added !== undefined;
      });
    },

    /**
     * Counts the download once per visitor, game and UTC day: an account's in its history
     * (`downloads`), an anonymous visitor's in `anonymous_downloads`. A counted one adds to the
     * game's day and to its total.
     */
    recordDownload(visitor: Visitor, gameId: number, now: string): Promise<boolean> {
      const day = now.slice(0, 10);
      return db.transaction().execute(async (trx) => {
        const counted =
          visitor.kind === 'account'
            ? await trx
                .insertInto('downloads')
                .values({ user_id: visitor.userId, game_id: gameId, created_at: now, download_day: day })
                .onConflict((oc) => oc.columns(['user_id', 'game_id', 'download_day']).doNothing())
                .returning('game_id')
                .executeTakeFirst()
            : await trx
                .insertInto('anonymous_downloads')
                .values({ visitor_key: visitor.key, game_id: gameId, day })
                .onConflict((oc) => oc.columns(['visitor_key', 'game_id', 'day']).doNothing())
                .returning('game_id')
                .executeTakeFirst();
        if (!counted) return false;
        await trx
          .insertInto('game_download_days')
          .values({ game_id: gameId, day, downloads: 1 })
          .onConflict((oc) =>
            oc
              .columns(['game_id', 'day'])
              .doUpdateSet((eb) => ({ downloads: eb('game_download_days.downloads', '+', 1) })),
          )
          .execute();
        await addDelta(trx, gameId, 'downloads');
        return true;
      });
    },

    /** Gives or changes the account's rating of the game. */
    async rate(userId: number, gameId: number, stars: number, now: string): Promise<void> {
      await db
        .insertInto('ratings')
        .values({ user_id: userId, game_id: gameId, stars, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ stars, updated_at: now }))
        .execute();
    },

    /** Withdraws the account's rating of the game; answers whether there was one. */
    async unrate(userId: number, gameId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('ratings')
        .where('user_id', '=', userId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** A game's downloads per day as a whole (the demo seed's history); its total is the caller's. */
    async addDownloadDays(gameId: number, days: { day: string; downloads: number }[]): Promise<void> {
      for (let start = 0; start < days.length; start += 200) {
        const rows = days.slice(start, start + 200).map((row) => ({ game_id: gameId, ...row }));
        await db.insertInto('game_download_days').values(rows).execute();
      }
    },

    /**
     * What an anonymous visitor did becomes the account's: its stars become favorites (a game both
     * starred keeps one star), its shares and views are the account's where it has none.
     */
    claimVisitor(userId: number, anonymousKey: string, accountKey: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('favorites')
          .columns(['user_id', 'game_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('game_stars')
              .select((sb) => [sb.val(userId).as('user_id'), 'game_id', 'created_at'])
              .where('visitor_key', '=', anonymousKey),
          )
          .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
          .execute();
        await trx.deleteFrom('game_stars').where('visitor_key', '=', anonymousKey).execute();
        for (const table of ['game_shares', 'game_views'] as const) {
          await trx
            .updateTable(table)
            .set({ visitor_key: accountKey })
            .where('visitor_key', '=', anonymousKey)
            .where('game_id', 'not in', (eb) =>
              eb.selectFrom(table).select('game_id').where('visitor_key', '=', accountKey),
            )
            .execute();
        }
      });
    },
  };
}

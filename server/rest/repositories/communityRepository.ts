import type { Kysely } from 'kysely';

import type { Visitor } from '../community/visitorKeys.ts';
import type { DatabaseKind } from '../db/connection.ts';
import { relaxedCommit } from '../db/relaxedCommit.ts';
import type { Database } from '../db/schema.ts';

/** A game page seen by a visitor (an account's or an anonymous visitor's key). */
export interface ViewEvent {
  visitorKey: string;
  gameId: number;
}

export type ViewOutcome = 'counted' | 'repeat' | 'unknownGame';

const viewKey = (visitorKey: string, gameId: number) => `${gameId} ${visitorKey}`;

/** The counts that the event's own code adds; stars and ratings are added by triggers (migration 014). */
type CodedCount = 'shares' | 'downloads';

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

    /**
     * Records a batch of views in one transaction, each answered in order: `unknownGame` when its
     * game is unknown or inactive, `counted` unless the visitor's last counted view of the game is
     * after `windowStart` or the same view came earlier in the batch, `repeat` otherwise.
     */
    recordViews(views: readonly ViewEvent[], now: string, windowStart: string): Promise<ViewOutcome[]> {
      return relaxedCommit(db, kind, async (trx) => {
        const gameIds = [...new Set(views.map((view) => view.gameId))];
        const active = new Set(
          (
            await trx
              .selectFrom('games')
              .select('id')
              .where('id', 'in', gameIds)
              .where('status', '=', 'active')
              .execute()
          ).map((game) => game.id),
        );
        const rows = new Map<string, { visitor_key: string; game_id: number; counted_at: string }>();
        for (const { visitorKey, gameId } of views) {
          if (active.has(gameId)) {
            rows.set(viewKey(visitorKey, gameId), {
              visitor_key: visitorKey,
              game_id: gameId,
              counted_at: now,
            });
          }
        }
        const inserted =
          rows.size === 0
            ? []
            : await trx
                .insertInto('game_views')
                .values([...rows.values()])
                .onConflict((oc) =>
                  oc
                    .columns(['visitor_key', 'game_id'])
                    .doUpdateSet({ counted_at: now })
                    .where('game_views.counted_at', '<=', windowStart),
                )
                .returning(['visitor_key', 'game_id'])
                .execute();
        const counted = new Set(inserted.map((row) => viewKey(row.visitor_key, row.game_id)));
        const perGame = new Map<number, number>();
        for (const { game_id: gameId } of inserted) perGame.set(gameId, (perGame.get(gameId) ?? 0) + 1);
        if (perGame.size > 0) {
          await trx
            .insertInto('count_deltas')
            .values([...perGame].map(([gameId, views]) => ({ game_id: gameId, views })))
            .onConflict((oc) =>
              oc
                .column('game_id')
                .doUpdateSet((eb) => ({ views: eb('count_deltas.views', '+', eb.ref('excluded.views')) })),
            )
            .execute();
        }
        return views.map(({ visitorKey, gameId }) => {
          if (!active.has(gameId)) return 'unknownGame';
          // The first of a visitor's repeats in the batch takes the count; the others are repeats.
          return counted.delete(viewKey(visitorKey, gameId)) ? 'counted' : 'repeat';
        });
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

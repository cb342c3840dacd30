import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';

import type { CommentStatus, Database } from '../db/schema.ts';

/** Who reads: hidden comments are left out for everyone but their author and the staff. */
export interface CommentReader {
  userId: number | undefined;
  staff: boolean;
}

/** A comment with what its wire form needs of its author (null once the account is deleted). */
export interface CommentRecord {
  id: number;
  game_id: number;
  user_id: number | null;
  parent_id: number | null;
  content: string;
  likes: number;
  status: CommentStatus;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  author_name: string | null;
  author_email: string | null;
}

export interface NewComment {
  gameId: number;
  userId: number;
  parentId: number | null;
  content: string;
  now: string;
}

/** A moderator's move of a comment between shown and hidden; `by` is who hid it. */
export interface CommentChange {
  from: CommentStatus;
  to: CommentStatus;
  by: number | null;
  now: string;
}

type CommentQuery = SelectQueryBuilder<
  Database & { author: Database['users'] },
  'comments' | 'author',
  CommentRecord
>;

const shownTo =
  (reader: CommentReader) =>
  (eb: ExpressionBuilder<Database & { author: Database['users'] }, 'comments' | 'author'>) =>
    reader.userId === undefined
      ? eb('comments.status', '!=', 'hidden')
      : eb.or([eb('comments.status', '!=', 'hidden'), eb('comments.user_id', '=', reader.userId)]);

/** PostgreSQL answers a count as bigint text, SQLite as a number. */
const counted = (row: { n: unknown } | undefined) => Number(row?.n ?? 0);

export function commentsRepository(db: Kysely<Database>) {
  const records = (): CommentQuery =>
    db
      .selectFrom('comments')
      .leftJoin('users as author', 'author.id', 'comments.user_id')
      .select([
        'comments.id',
        'comments.game_id',
        'comments.user_id',
        'comments.parent_id',
        'comments.content',
        'comments.likes',
        'comments.status',
        'comments.created_at',
        'comments.updated_at',
        'comments.edited_at',
        'author.display_name as author_name',
        'author.email as author_email',
      ]);
  const readable = (reader: CommentReader): CommentQuery =>
    reader.staff ? records() : records().where(shownTo(reader));

  return {
    find(id: number): Promise<CommentRecord | undefined> {
      return records().where('comments.id', '=', id).executeTakeFirst();
    },

    /**
     * One page of a game's top-level comments, newest first, with every reply to them (oldest
     * first), as `reader` may see them; `total` counts the top-level comments it may see.
     */
    async page(gameId: number, reader: CommentReader, offset: number, limit: number) {
      const topLevel = readable(reader)
        .where('comments.game_id', '=', gameId)
        .where('comments.parent_id', 'is', null);
      const [comments, total] = await Promise.all([
        topLevel
          .orderBy('comments.created_at', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        topLevel
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
          .then(counted),
      ]);
      const ids = comments.map((comment) => comment.id);
      const replies =
        ids.length === 0
          ? []
          : await readable(reader)
              .where('comments.game_id', '=', gameId)
              .where('comments.parent_id', 'in', ids)
              .orderBy('comments.created_at', 'asc')
              .orderBy('comments.id', 'asc')
              .execute();
      return { comments, replies, total };
    },

    /** Which of `ids` the account has liked. */
    async likedBy(userId: number | undefined, ids: number[]): Promise<Set<number>> {
      if (userId === undefined || ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('comment_likes')
        .select('comment_id')
        .where('user_id', '=', userId)
        .where('comment_id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.comment_id));
    },

    async insert(comment: NewComment): Promise<number> {
      const row = await db
        .insertInto('comments')
        .values({
          game_id: comment.gameId,
          user_id: comment.userId,
          parent_id: comment.parentId,
          content: comment.content,
          status: 'visible',
          created_at: comment.now,
          updated_at: comment.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether the account posted this very text on the game since `since`. */
    async postedSince(userId: number, gameId: number, content: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .where('game_id', '=', gameId)
        .where('content', '=', content)
        .executeTakeFirst();
      return row !== undefined;
    },

    async edit(id: number, content: string, now: string): Promise<void> {
      await db
        .updateTable('comments')
        .set({ content, edited_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Deletes a comment. One with replies stays as a `deleted` placeholder without its text, so
     * that the replies keep their place; a reply whose deleted parent has no other reply left
     * takes that placeholder with it.
     */
    async remove(comment: { id: number; parent_id: number | null }, now: string): Promise<void> {
      const reply = await db
        .selectFrom('comments')
        .select('id')
        .where('parent_id', '=', comment.id)
        .executeTakeFirst();
      if (reply) {
        await db
          .updateTable('comments')
          .set({ status: 'deleted', content: '', updated_at: now })
          .where('id', '=', comment.id)
          .execute();
        return;
      }
      await db.deleteFrom('comments').where('id', '=', comment.id).execute();
      if (comment.parent_id === null) return;
      await db
        .deleteFrom('comments')
        .where('id', '=', comment.parent_id)
        .where('status', '=', 'deleted')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('comments as reply')
                .select('reply.id')
                .whereRef('reply.parent_id', '=', 'comments.id'),
            ),
          ),
        )
        .execute();
    },

    /** Hides a visible comment or shows a hidden one again; false when it was not in `from`. */
    async moderate(id: number, change: CommentChange): Promise<boolean> {
      const result = await db
        .updateTable('comments')
        .set({
          status: change.to,
          hidden_by: change.by,
          hidden_at: change.by === null ? null : change.now,
          updated_at: change.now,
        })
        .where('id', '=', id)
        .where('status', '=', change.from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Likes once per account (a repeat changes nothing); answers the comment's count after it. */
    async like(commentId: number, userId: number, now: string): Promise<number> {
      await db
        .insertInto('comment_likes')
        .values({ comment_id: commentId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('comments')
        .select('likes')
        .where('id', '=', commentId)
        .executeTakeFirst();
      return row?.likes ?? 0;
    },

    /** The account's own comments (hidden ones too, deleted ones not), newest first. */
    byAuthor(userId: number, limit: number) {
      return db
        .selectFrom('comments')
        .innerJoin('games', 'games.id', 'comments.game_id')
        .select([
          'comments.id',
          'games.id as gameId',
          'games.slug',
          'games.title',
          'comments.content',
          'comments.status',
          'comments.created_at as createdAt',
        ])
        .where('comments.user_id', '=', userId)
        .where('comments.status', '!=', 'deleted')
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * The account's display name, `name` first when given. The row stays locked to this
     * transaction on PostgreSQL (an update), so an account's posts take their turn: the repeat
     * check of the second sees the first.
     */
    async claimAuthor(userId: number, name: string | undefined): Promise<string | null> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ display_name: name ?? eb.ref('display_name') }))
        .where('id', '=', userId)
        .returning('display_name')
        .executeTakeFirst();
      return row?.display_name ?? null;
    },
  };
}

import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

type Builder = CreateTableBuilder<string, never>;

function withId(kind: DatabaseKind, table: Builder): Builder {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** `comments.likes` follows its `comment_likes` rows, whatever adds or deletes them (an account's deletion too). */
async function likeCountTriggers(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`CREATE FUNCTION comment_likes_count() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE comments SET likes = likes + 1 WHERE id = NEW.comment_id;
        ELSE
          UPDATE comments SET likes = likes - 1 WHERE id = OLD.comment_id;
        END IF;
        RETURN NULL;
      END
    $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER comment_likes_count AFTER INSERT OR DELETE ON comment_likes
      FOR EACH ROW EXECUTE FUNCTION comment_likes_count()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER comment_likes_added AFTER INSERT ON comment_likes
    FOR EACH ROW BEGIN
      UPDATE comments SET likes = likes + 1 WHERE id = new.comment_id;
    END`.execute(db);
  await sql`CREATE TRIGGER comment_likes_removed AFTER DELETE ON comment_likes
    FOR EACH ROW BEGIN
      UPDATE comments SET likes = likes - 1 WHERE id = old.comment_id;
    END`.execute(db);
}

/**
 * The community's comments and the staff's one list of reports (docs/decisions.md, Community):
 * - `users.display_name`, the name shown on comments (null until the account sets one);
 * - `comments`, with one level of replies; an account's deletion keeps its comments without an
 *   author (`user_id` null: "Deleted user");
 * - `comment_likes`, one per account and comment;
 * - `reports`: game reports, reported comments, and the rows of `issue_reports` and
 *   `contact_messages`, which are copied in (oldest first) and dropped.
 */
export function commentsAndReportsMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('display_name', 'text').execute();

      await withId(kind, db.schema.createTable('comments'))
        .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('visible'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('hidden_at', 'text')
        .execute();
      await db.schema
        .createIndex('comments_game_parent_created_idx')
        .on('comments')
        .columns(['game_id', 'parent_id', 'created_at'])
        .execute();
      await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_id').execute();
      // The author's own list, and the repeat check of a new comment.
      await db.schema
        .createIndex('comments_user_created_idx')
        .on('comments')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('comments_hidden_by_idx').on('comments').column('hidden_by').execute();

      await db.schema
        .createTable('comment_likes')
        .addColumn('comment_id', 'integer', (col) =>
          col.notNull().references('comments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
        .execute();
      await db.schema.createIndex('comment_likes_user_idx').on('comment_likes').column('user_id').execute();
      await likeCountTriggers(db, kind);

      await withId(kind, db.schema.createTable('reports'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
        .addColumn('game_id', 'integer', (col) => col.references('games.id').onDelete('set null'))
        .addColumn('game_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('set null'))
        .addColumn('reporter_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('system_specs', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('page_url', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('resolution_note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('handled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('handled_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('reports_status_created_idx')
        .on('reports')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reports_kind_created_idx')
        .on('reports')
        .columns(['kind', 'created_at'])
        .execute();
      for (const column of ['game_id', 'comment_id', 'reporter_user_id', 'handled_by']) {
        await db.schema.createIndex(`reports_${column}_idx`).on('reports').column(column).execute();
      }

      // Both old tables in one stream, oldest first, so that the new ids follow their time.
      await sql`INSERT INTO reports
          (kind, status, game_name, reason, description, email, name, system_specs, created_at, updated_at)
        SELECT kind, status, game_name, reason, description, email, name, system_specs, created_at, updated_at
        FROM (
          SELECT 'issue' AS kind,
                 CASE WHEN status = 'resolved' THEN 'resolved' ELSE 'open' END AS status,
                 game_name, issue_type AS reason, description, email, '' AS name, system_specs,
                 created_at, updated_at, id AS old_id
          FROM issue_reports
          UNION ALL
          SELECT 'contact', 'open', '', subject, message, email, name, '', created_at, updated_at, id
          FROM contact_messages
        ) AS old_rows
        ORDER BY created_at, kind, old_id`.execute(db);
      await db.schema.dropTable('issue_reports').execute();
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}

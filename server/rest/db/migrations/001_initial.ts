import type { CreateTableBuilder, Kysely } from 'kysely';

import type { DatabaseKind } from '../connection.ts';

type Builder = CreateTableBuilder<string, never>;

function withId(kind: DatabaseKind, table: Builder): Builder {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

function text(table: Builder, ...names: string[]): Builder {
  return names.reduce((t, name) => t.addColumn(name, 'text', (col) => col.notNull().defaultTo('')), table);
}

export function initialMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(kind, db.schema.createTable('users'))
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      let games = withId(kind, db.schema.createTable('games'))
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull());
      games = text(
        games,
        'genres',
        'tags',
        'image_url',
        'screenshots',
        'trailer_url',
        'gameplay_url',
        'download_link',
        'support_link',
        'steamfix_url',
        'homepage_url',
        'description',
        'installation_instructions',
        'general_notes',
        'size',
        'developer',
        'publisher',
        'version',
        'min_os',
        'min_processor',
        'min_memory',
        'min_graphics',
        'min_storage',
        'directx',
        'network_requirements',
        'age_rating',
      );
      await games
        .addColumn('platforms', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('language', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('changelog', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating', 'double precision', (col) => col.notNull().defaultTo(0))
        .addColumn('total_ratings', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('downloads', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('release_date', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('games_category_idx').on('games').column('category').execute();
      await db.schema.createIndex('games_release_date_idx').on('games').column('release_date').execute();
      await db.schema.createIndex('games_views_idx').on('games').column('views').execute();

      await db.schema
        .createTable('favorites')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'game_id'])
        .execute();

      await withId(kind, db.schema.createTable('downloads'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('downloads_user_idx')
        .on('downloads')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email_notifications', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('download_notifications', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();

      await withId(kind, db.schema.createTable('dmca_notices'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('content_url', 'text', (col) => col.notNull())
        .addColumn('copyright_owner', 'text', (col) => col.notNull())
        .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('contact_email', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(kind, db.schema.createTable('game_requests'))
        .addColumn('game_title', 'text', (col) => col.notNull())
        .addColumn('platform', 'text', (col) => col.notNull())
        .addColumn('release_year', 'integer')
        .addColumn('requester_email', 'text', (col) => col.notNull())
        .addColumn('additional_info', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';

/**
 * The console's site settings (SPEC 2.24), one row per setting with its value as JSON text: a new
 * setting needs no migration, and a setting never saved falls back to its default in code.
 */
export const siteSettingsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
};

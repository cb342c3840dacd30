import type { Kysely } from 'kysely';

/**
 * Each game's licence (an SPDX expression such as `GPL-3.0-or-later`, or words such as
 * "Freeware"): what a visitor checks first in a catalogue of free games. Empty until an editor
 * gives it; a PHP host that does not know the field answers without it, which reads the same.
 */
export const gameLicencesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('games')
      .addColumn('license', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },
};

import type { Migration, MigrationProvider, MigrationResultSet } from 'kysely/migration';
import { Migrator } from 'kysely/migration';

import type { Db } from './connection.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { downloadPerDayMigration } from './migrations/002_download_per_day.ts';
import { supportMessagesMigration } from './migrations/003_support_messages.ts';
import { siteSettingsMigration } from './migrations/004_site_settings.ts';
import { auditLogMigration } from './migrations/005_audit_log.ts';
import { passwordResetsMigration } from './migrations/006_password_resets.ts';
import { revokedTokensMigration } from './migrations/007_revoked_tokens.ts';
import { dataVersionsMigration } from './migrations/008_data_versions.ts';
import { gameRevisionsMigration } from './migrations/009_game_revisions.ts';
import { emailChangeUndosMigration } from './migrations/010_email_change_undos.ts';
import { twoFactorMigration } from './migrations/011_two_factor.ts';
import { idempotencyKeysMigration } from './migrations/012_idempotency_keys.ts';
import { emailVerificationMigration } from './migrations/013_email_verification.ts';
import { communityCountsMigration } from './migrations/014_community_counts.ts';
import { commentsAndReportsMigration } from './migrations/015_comments_and_reports.ts';
import { addressesOutOfRetryKeysMigration } from './migrations/016_addresses_out_of_retry_keys.ts';
import { gameLicencesMigration } from './migrations/017_game_licences.ts';

/** Versioned migrations, in order. Never edit one that has shipped: add the next. */
function migrations(db: Db): Record<string, Migration> {
  return {
    '001_initial': initialMigration(db.kind),
    '002_download_per_day': downloadPerDayMigration,
    '003_support_messages': supportMessagesMigration(db.kind),
    '004_site_settings': siteSettingsMigration,
    '005_audit_log': auditLogMigration(db.kind),
    '006_password_resets': passwordResetsMigration(db.kind),
    '007_revoked_tokens': revokedTokensMigration,
    '008_data_versions': dataVersionsMigration,
    '009_game_revisions': gameRevisionsMigration(db.kind),
    '010_email_change_undos': emailChangeUndosMigration(db.kind),
    '011_two_factor': twoFactorMigration(db.kind),
    '012_idempotency_keys': idempotencyKeysMigration,
    '013_email_verification': emailVerificationMigration(db.kind),
    '014_community_counts': communityCountsMigration(db.kind),
    '015_comments_and_reports': commentsAndReportsMigration(db.kind),
    '016_addresses_out_of_retry_keys': addressesOutOfRetryKeysMigration,
    '017_game_licences': gameLicencesMigration,
  };
}

/** Every migration of the product, for a `Migrator` (tests of one migration stop before it). */
export const migrationProvider = (db: Db): MigrationProvider => ({
  getMigrations: async () => migrations(db),
});

function migrator(db: Db): Migrator {
  return new Migrator({ db: db.kysely, provider: migrationProvider(db) });
}

function check({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  check(await migrator(db).migrateToLatest());
}

/** Runs the migrations up to `last`, included: a database as an earlier release left it (tests). */
export async function migrateUpTo(db: Db, last: string): Promise<void> {
  check(await migrator(db).migrateTo(last));
}

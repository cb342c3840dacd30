import type { Kysely } from 'kysely';

import type { SiteSettings } from '../../../shared/settings/siteSettings.ts';
import { defaultSiteSettings } from '../../../shared/settings/siteSettings.ts';
import type { Database } from '../db/schema.ts';

type Key = keyof SiteSettings;
const keys = Object.keys(defaultSiteSettings) as Key[];

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The site settings: each saved value over its default (a stored value of the wrong type is ignored). */
export function settingsRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<SiteSettings> {
      const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
      const settings: Record<string, unknown> = { ...defaultSiteSettings };
      for (const { key, value } of rows) {
        const parsed = parse(value);
        if (keys.includes(key as Key) && typeof parsed === typeof defaultSiteSettings[key as Key]) {
          settings[key] = parsed;
        }
      }
      return settings as unknown as SiteSettings;
    },
    /** Saves every setting (build the repository on a transaction to save within it). */
    async save(settings: SiteSettings, now: string): Promise<void> {
      for (const key of keys) {
        await db
          .insertInto('site_settings')
          .values({ key, value: JSON.stringify(settings[key]), updated_at: now })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: now }),
          )
          .execute();
      }
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;

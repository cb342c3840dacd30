import type { SiteSettings, WireSiteSettings } from '../../../shared/settings/siteSettings.ts';
import { fromWireSettings, toWireSettings } from '../../../shared/settings/siteSettings.ts';
import type { CallerRestClient } from './restClient.ts';
import { ttlValue } from './ttlValue.ts';

/** How long one instance serves the settings it read before asking again. */
const settingsTtlMs = 15_000;

interface SettingsAnswer {
  settings: WireSiteSettings;
}

/**
 * `settings.php`, read by every page: kept for a few seconds, dropped at once when this instance
 * saves new settings. A failed read is not kept; while the service is down every caller gets the
 * last value read (without one, the failure).
 */
export function siteSettingsCache(rest: CallerRestClient) {
  return ttlValue(
    async () => fromWireSettings((await rest.request<SettingsAnswer>('/settings.php')).settings),
    settingsTtlMs,
    { serveLastOnFailure: true },
  );
}

export type SiteSettingsCache = ReturnType<typeof siteSettingsCache>;

/** Saving the settings, as the caller. */
export function siteSettingsApi(rest: CallerRestClient) {
  return {
    /** Without `twoFactorEnabled` the saved value stays (the service keeps it). */
    save: async (
      settings: Omit<SiteSettings, 'twoFactorEnabled'> & { twoFactorEnabled?: boolean | null },
    ): Promise<SiteSettings> => {
      const { two_factor_enabled, ...others } = toWireSettings({
        ...settings,
        twoFactorEnabled: settings.twoFactorEnabled ?? false,
      });
      const json =
        typeof settings.twoFactorEnabled === 'boolean' ? { ...others, two_factor_enabled } : others;
      return fromWireSettings(
        (await rest.request<SettingsAnswer>('/settings.php', { method: 'PUT', json })).settings,
      );
    },
  };
}

/** The console's Settings page (SPEC 2.24): what the site calls itself and how it runs. */
export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  maintenanceMode: boolean;
  /** Staff (admins and moderators) must sign in with a second factor; those without one enrol first. */
  twoFactorEnabled: boolean;
  /** How long a console (admin or moderator) session lasts, in minutes. */
  sessionTimeoutMinutes: number;
}

/** SPEC 9: the session timeout choices (30 min, 1 hour, 2 hours, 4 hours). */
export const sessionTimeoutOptions = [30, 60, 120, 240] as const;

export const siteSettingsLimits = { siteName: 60, siteDescription: 300 } as const;

/** What the site uses until an admin saves settings. */
export const defaultSiteSettings: SiteSettings = {
  siteName: 'Gamevault',
  siteDescription:
    "A catalogue of free and open-source PC games. Gamevault hosts no files: every link leads to the game's official pages.",
  contactEmail: 'contact@gamevault.example',
  maintenanceMode: false,
  twoFactorEnabled: false,
  sessionTimeoutMinutes: 120,
};

/** The label of a timeout choice: '30 min', '1 hour', '2 hours', '4 hours'. */
export function sessionTimeoutLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The settings as `settings.php` sends and takes them (snake_case). */
export interface WireSiteSettings {
  site_name: string;
  site_description: string;
  contact_email: string;
  maintenance_mode: boolean;
  two_factor_enabled: boolean;
  session_timeout: number;
}

export const toWireSettings = (settings: SiteSettings): WireSiteSettings => ({
  site_name: settings.siteName,
  site_description: settings.siteDescription,
  contact_email: settings.contactEmail,
  maintenance_mode: settings.maintenanceMode,
  two_factor_enabled: settings.twoFactorEnabled,
  session_timeout: settings.sessionTimeoutMinutes,
});

export const fromWireSettings = (wire: WireSiteSettings): SiteSettings => ({
  siteName: wire.site_name,
  siteDescription: wire.site_description,
  contactEmail: wire.contact_email,
  maintenanceMode: wire.maintenance_mode,
  twoFactorEnabled: wire.two_factor_enabled,
  sessionTimeoutMinutes: wire.session_timeout,
});

import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

import type { SiteSettings } from '../../../../shared/settings/siteSettings.ts';
import { defaultSiteSettings } from '../../../../shared/settings/siteSettings.ts';
import { SiteSettingsQuery } from './queries.ts';

const SiteSettingsContext = createContext<SiteSettings>(defaultSiteSettings);

/**
 * Reads the site's settings once for the whole tree (the header, the footer and every page's head
 * tags use them), instead of one query watcher per component.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(SiteSettingsQuery);
  return (
    <SiteSettingsContext value={data?.siteSettings ?? defaultSiteSettings}>{children}</SiteSettingsContext>
  );
}

/** The site's settings; their defaults until the first answer (or when it fails). */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

import { createContext, useContext } from 'react';

/** The site-wide dialogs any header, footer or page control may open (SPEC 2.6). */
export type SiteDialog =
  { kind: 'dmca' } | { kind: 'gameRequest'; gameTitle?: string } | { kind: 'importantNotice' };

export const SiteDialogsContext = createContext<(dialog: SiteDialog) => void>(() => undefined);

export const useOpenSiteDialog = () => useContext(SiteDialogsContext);

import { useContext, useEffect } from 'react';

import { useSiteSettings } from '../../features/site/useSiteSettings.tsx';
import { applyHead } from './applyHead.ts';
import type { PageMeta } from './pageMeta.ts';
import { PageMetaContext } from './PageMetaContext.ts';

/** Declares the page's title, description, canonical URL, previews and status. */
export function usePageMeta(page: PageMeta): void {
  const { siteName, siteDescription } = useSiteSettings();
  const meta: PageMeta = { ...page, site: { name: siteName, description: siteDescription } };
  const collector = useContext(PageMetaContext);
  if (collector) collector.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageMeta);
  }, [key]);
}

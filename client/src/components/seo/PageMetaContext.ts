import { createContext } from 'react';

import type { PageMeta } from './pageMeta.ts';

/** On the server: where the page being rendered leaves its meta. In the browser: absent. */
export interface PageMetaCollector {
  meta?: PageMeta;
}

export const PageMetaContext = createContext<PageMetaCollector | undefined>(undefined);

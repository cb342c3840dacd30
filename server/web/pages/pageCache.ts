import type { EncodedBody } from '../../answers/encodedBody.ts';
import { encodedBody } from '../../answers/encodedBody.ts';
import { versionedBodies } from '../../answers/versionedBodies.ts';

export interface CachedPage {
  status: number;
  body: EncodedBody;
}

/** Statuses whose pages are the same for the next visitor: a page, or the not-found page. */
const keptStatuses = new Set([200, 404]);

/** Server-rendered pages (HTML, gzip and brotli) per address and data version. */
export function pageCache() {
  const pages = versionedBodies<CachedPage>();
  return {
    get: pages.get,
    /**
     * Keeps the page rendered for `version` (read before rendering) when its status allows and the
     * address was asked for before (see `versionedBodies`).
     */
    keep(key: string, version: string, status: number, html: string): CachedPage | undefined {
      if (!keptStatuses.has(status)) return undefined;
      return pages.keep(key, version, () => ({
        status,
        body: encodedBody(html, 'text/html; charset=utf-8'),
      }));
    },
  };
}

import { LRUCache } from 'lru-cache';

import type { EncodedBody } from '../../http/encodedBody.ts';
import { encodedBody, encodedSize } from '../../http/encodedBody.ts';

export interface CachedPage {
  status: number;
  body: EncodedBody;
}

export interface PageCacheOptions {
  maxBytes?: number;
  /** Pages that depend on the clock (time windows, the year) are rendered again after this long. */
  maxAgeMs?: number;
}

/** Statuses whose pages are the same for the next visitor: a page, or the not-found page. */
const keptStatuses = new Set([200, 404]);

/**
 * Server-rendered pages (HTML, gzip and brotli) per address and data version, least recently
 * used dropped first.
 */
export function pageCache({ maxBytes = 32 * 1024 * 1024, maxAgeMs = 60_000 }: PageCacheOptions = {}) {
  const entries = new LRUCache<string, { version: string; page: CachedPage }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => encodedSize(entry.page.body) + key.length,
    ttl: maxAgeMs,
  });
  return {
    get(key: string, version: string): CachedPage | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.page : undefined;
    },
    /** Keeps the page rendered for `version` (read before rendering), when its status allows. */
    keep(key: string, version: string, status: number, html: string): CachedPage | undefined {
      if (!keptStatuses.has(status)) return undefined;
      const page = { status, body: encodedBody(html, 'text/html; charset=utf-8') };
      entries.set(key, { version, page });
      return page;
    },
  };
}

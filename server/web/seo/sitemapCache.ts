import { LRUCache } from 'lru-cache';

import type { EncodedBody } from '../../answers/encodedBody.ts';
import { encodedBody, encodedSize } from '../../answers/encodedBody.ts';
import type { SitemapPlan } from './sitemapDocuments.ts';
import { maxUrlsPerFile, planSitemap, sitemapDocuments } from './sitemapDocuments.ts';
import type { SitemapGame } from './sitemapUrls.ts';
import { sitemapUrls } from './sitemapUrls.ts';

export interface SitemapCacheOptions {
  /** Moves whenever the public catalogue may have changed (see `CatalogCache.version`). */
  dataVersion: () => string;
  /**
   * Settles once the catalogue `dataVersion` counts is loaded. A version read while it loads moves
   * again when the load ends: a sitemap kept under it would be built a second time.
   */
  catalogueLoaded: () => Promise<unknown>;
  /** The public catalogue's games in the sitemap's order. */
  games: () => Promise<readonly SitemapGame[]>;
  maxUrls?: number;
  /** Bytes of sitemaps kept for the origins the site is asked under (one with `PUBLIC_URL`). */
  maxBytes?: number;
  /**
   * Told for each request whether its sitemap was kept or being built already (false: this request
   * built its addresses or its origin's bytes).
   */
  onLookup?: (hit: boolean) => void;
}

/** A sitemap's files as sent: see `SitemapDocuments`. */
export interface KeptSitemap {
  main: EncodedBody;
  parts: EncodedBody[];
}

interface Kept {
  version: string;
  plan: Promise<SitemapPlan>;
  byOrigin: LRUCache<string, KeptSitemap>;
}

const xmlType = 'application/xml; charset=utf-8';

const sizeOf = (sitemap: KeptSitemap) =>
  [sitemap.main, ...sitemap.parts].reduce((bytes, body) => bytes + encodedSize(body), 0);

/**
 * The sitemap, built once per data version: its addresses once for every origin, its bytes (and
 * their gzip and brotli forms, on first demand) once per origin. Requests that come while it is
 * built wait for that build.
 */
export function sitemapCache({
  dataVersion,
  catalogueLoaded,
  games,
  maxUrls = maxUrlsPerFile,
  maxBytes = 64 * 1024 * 1024,
  onLookup = () => undefined,
}: SitemapCacheOptions): (origin: string) => Promise<KeptSitemap> {
  let current: Kept | undefined;

  function build(version: string): Kept {
    const kept: Kept = {
      version,
      plan: games().then((list) => planSitemap(sitemapUrls(list), maxUrls)),
      byOrigin: new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf }),
    };
    current = kept;
    // A failed build is not kept: the next request tries again.
    kept.plan.catch(() => {
      if (current === kept) current = undefined;
    });
    return kept;
  }

  return async (origin) => {
    let built = false;
    let kept = current?.version === dataVersion() ? current : undefined;
    if (!kept) {
      await catalogueLoaded();
      const version = dataVersion();
      if (current?.version === version) {
        kept = current;
      } else {
        kept = build(version);
        built = true;
      }
    }
    const plan = await kept.plan;
    let sitemap = kept.byOrigin.get(origin);
    if (!sitemap) {
      built = true;
      const documents = sitemapDocuments(plan, origin);
      sitemap = {
        main: encodedBody(documents.main, xmlType),
        parts: documents.parts.map((part) => encodedBody(part, xmlType)),
      };
      kept.byOrigin.set(origin, sitemap);
    }
    onLookup(!built);
    return sitemap;
  };
}

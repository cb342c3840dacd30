import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import type { EncodedBody } from '../../answers/encodedBody.ts';
import { sendEncoded } from '../../answers/encodedBody.ts';
import type { SiteOrigins } from '../origins/siteOrigins.ts';
import type { KeptSitemap, SitemapCacheOptions } from './sitemapCache.ts';
import { sitemapCache } from './sitemapCache.ts';

export interface SitemapOptions extends SitemapCacheOptions {
  origins: SiteOrigins;
}

export interface SitemapHandlers {
  /** `/sitemap.xml`. */
  main: RequestHandler;
  /** `/sitemap-:part.xml`: a part of a sitemap past one file; any other part goes on. */
  part: RequestHandler;
}

/** The number of the part asked for, as the index writes it (`1`, never `01`). */
function partNumber(req: Request): number | undefined {
  const { part } = req.params;
  return typeof part === 'string' && /^[1-9]\d{0,5}$/.test(part) ? Number(part) : undefined;
}

/**
 * The sitemap: home, listing pages, every genre and category page, and every active game. It is
 * kept per data version (see `sitemapCache`) and answered with a strong ETag per encoding, or 304
 * for a current copy. Past one file's 50,000 addresses `/sitemap.xml` is an index of its parts.
 * A host beyond the ones the site keeps answers for (see `siteOrigins`) gets 421.
 */
export function sitemap({ origins, ...options }: SitemapOptions): SitemapHandlers {
  const sitemapAt = sitemapCache(options);
  async function send(
    req: Request,
    res: Response,
    next: NextFunction,
    pick: (sitemap: KeptSitemap) => EncodedBody | undefined,
  ): Promise<void> {
    const { origin, kept } = origins(req);
    // Built for a host the site keeps nothing for, each request would cost a whole sitemap.
    if (!kept) {
      res.status(421).type('text').send(messages.unknownSiteHost);
      return;
    }
    try {
      const body = pick(await sitemapAt(origin));
      if (!body) return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      await sendEncoded(req, res, body);
    } catch (error) {
      next(error);
    }
  }
  return {
    main: (req, res, next) => send(req, res, next, (kept) => kept.main),
    part: (req, res, next) => {
      const number = partNumber(req);
      if (number === undefined) return next();
      return send(req, res, next, (kept) => kept.parts[number - 1]);
    },
  };
}

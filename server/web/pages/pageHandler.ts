import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

import { sendEncoded } from '../../answers/encodedBody.ts';
import type { RateLimiterStore } from '../../cluster/rateLimiterStore.ts';
import type { AddressKey } from '../../privacy/addressKey.ts';
import type { SiteOrigins } from '../origins/siteOrigins.ts';
import { isPageRequest } from '../staticFiles.ts';
import { canonicalPageUrl } from './canonicalPageUrl.ts';
import { isClientRendered } from './clientRenderedRoutes.ts';
import { noticeOperationsOnly } from './noticeOperations.ts';
import { pageAssets } from './pageAssets.ts';
import { pageCache } from './pageCache.ts';
import { fillTemplate } from './pageTemplate.ts';
import type { RenderLimits } from './renderGate.ts';
import { renderGate, wasRefused } from './renderGate.ts';
import type { BuiltClient, ExecuteOperation } from './ssrBundle.ts';

export interface PageHandlerOptions {
  client: BuiltClient;
  clientDir: string;
  /** Runs the page's GraphQL operations for the visitor of `req`, in this process. */
  execute: (req: Request) => ExecuteOperation;
  /**
   * Whether the site is in maintenance mode. While it is, a page may read the site settings only
   * (its render is the maintenance notice), and no page is kept or sent from the cache.
   */
  maintenanceMode: () => Promise<boolean>;
  origins: SiteOrigins;
  log: Logger;
  /** Moves whenever a rendered page may change (see `publicDataVersion`). */
  dataVersion: () => string;
  renderLimits: RenderLimits;
  /** Where the renders each visitor caused are counted (every instance together with Redis). */
  limiters: RateLimiterStore;
  /** What the renders are counted under in place of the visitor's address. */
  addressKey: AddressKey;
  onLookup?: (hit: boolean) => void;
}

const maintenanceRetrySeconds = 3600;

const shellHead = '<title>Gamevault</title>\n    <meta name="robots" content="noindex">';

/**
 * Public pages rendered on the server with their data; account, sign-in and admin pages (and any
 * page whose render fails) get the client shell and render in the browser.
 */
export function pageHandler({
  client,
  clientDir,
  execute,
  maintenanceMode,
  origins,
  log,
  dataVersion,
  renderLimits,
  limiters,
  addressKey,
  onLookup = () => undefined,
}: PageHandlerOptions): RequestHandler {
  const { template, bundle } = client;
  const pages = pageCache();
  const assetsFor = pageAssets(clientDir);
  const shell = fillTemplate(template, bundle.colorSchemeScript, {
    head: shellHead,
    html: '',
    state: '',
    scripts: assetsFor([]).scripts,
  });
  const gated = renderGate(
    renderLimits,
    renderLimits.perVisitorPerMinute > 0
      ? limiters.limiter('pages.render', { points: renderLimits.perVisitorPerMinute, durationSeconds: 60 })
      : undefined,
  );
  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (isClientRendered(req.path)) {
      res.send(shell);
      return;
    }
    // Every visitor gets the same server-rendered page: per-visitor parts render in the browser.
    const { origin, kept: keepable } = origins(req);
    const url = canonicalPageUrl(req.originalUrl);
    const key = `${origin}${url}`;
    const version = dataVersion();
    // Settings that cannot be read count as the defaults (maintenance off), as the page reads them.
    const inMaintenance = await maintenanceMode().catch(() => false);
    const cacheable = keepable && !inMaintenance;
    const cached = cacheable ? pages.get(key, version) : undefined;
    if (cacheable) onLookup(cached !== undefined);
    if (cached) {
      await sendEncoded(req, res, cached.body, cached.status);
      return;
    }
    const executeOperation = inMaintenance ? noticeOperationsOnly(execute(req)) : execute(req);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      const result = await gated(
        addressKey(req.ip ?? ''),
        (signal) => bundle.render({ url, origin, executeOperation, signal }),
        controller.signal,
      );
      if (wasRefused(result)) {
        // The page renders in the browser; a crawler is told to come back rather than to index it.
        res.status(503).setHeader('Retry-After', String(result.retryAfterSeconds)).send(shell);
        return;
      }
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      const { styles, scripts } = assetsFor(result.modules);
      const head = `${result.head}\n    ${styles}`;
      // Maintenance mode: crawlers are told when to come back rather than to drop the page.
      if (result.status === 503) res.setHeader('Retry-After', String(maintenanceRetrySeconds));
      const html = fillTemplate(template, bundle.colorSchemeScript, { ...result, head, scripts });
      const kept = cacheable ? pages.keep(key, version, result.status, html) : undefined;
      if (kept) await sendEncoded(req, res, kept.body, kept.status);
      else res.status(result.status).send(html);
    } catch (error) {
      if (controller.signal.aborted) return;
      log.error({ err: error, url: req.originalUrl }, 'Server render failed; sending the client shell');
      res.send(shell);
    }
  };
}

import type { RequestListener } from 'node:http';
import path from 'node:path';

import cors from 'cors';
import type { Express } from 'express';
import express from 'express';
import type { Logger } from 'pino';

import { compressWhereSent } from './answers/compressWhereSent.ts';
import { headersSetBy } from './answers/headersSetBy.ts';
import { sharedState } from './cluster/sharedState.ts';
import type { Config } from './config.ts';
import { gamesByTitle } from './graphql/catalog/gamesByTitle.ts';
import { graphqlRouter } from './graphql/graphqlMiddleware.ts';
import { createGraphqlServices } from './graphql/services.ts';
import { httpMetrics } from './metrics/httpMetrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsEndpoint } from './metrics/metricsEndpoint.ts';
import { addressKeys } from './privacy/addressKey.ts';
import type { RestContext } from './rest/context.ts';
import { createRestContext } from './rest/context.ts';
import type { Db } from './rest/db/connection.ts';
import { listCacheControl } from './rest/endpoints/gamesEndpoint.ts';
import { publicListPath, publicListShortcut } from './rest/gameList/publicListShortcut.ts';
import { restHeaders, restRouter } from './rest/router.ts';
import { createUploadStorage } from './storage/createUploadStorage.ts';
import { accessLog } from './transport/accessLog.ts';
import { healthEndpoints } from './web/health/healthEndpoints.ts';
import { imageEndpoint } from './web/images/imageEndpoint.ts';
import { imageRenderer } from './web/images/imageRenderer.ts';
import { warmCatalogueImages } from './web/images/warmCatalogueImages.ts';
import { siteOrigins } from './web/origins/siteOrigins.ts';
import { pageHandler } from './web/pages/pageHandler.ts';
import { scriptHash } from './web/pages/pageTemplate.ts';
import { scriptStarterHash } from './web/pages/scriptStarter.ts';
import { loadBuiltClient } from './web/pages/ssrBundle.ts';
import { securityHeaders } from './web/securityHeaders.ts';
import { robots } from './web/seo/robots.ts';
import { sitemap } from './web/seo/sitemap.ts';
import { clientFallback, clientFiles } from './web/staticFiles.ts';

export interface App {
  express: Express;
  /** What the HTTP server calls: Express, behind the shortcut for the anonymous game list. */
  handler: RequestListener;
  rest: RestContext;
  /** Shutdown began: readiness answers 503 from now on. */
  markStopping(): void;
  stop(): Promise<void>;
}

/** One Express server: the REST service under /api, GraphQL at /graphql, uploads, and the built client. */
export async function createApp(config: Config, db: Db, log: Logger, selfUrl: () => string): Promise<App> {
  const app = express();
  const metrics = createMetrics({ poolStats: db.poolStats });
  const shared = sharedState(config.redisUrl, log);
  const uploads = createUploadStorage(config, log);
  await uploads.prepare();
  const addressKey = addressKeys(config.jwtSecret);
  const rest = createRestContext(config, db, log, {
    limiters: shared.limiters,
    uploads,
    keyOfAddress: addressKey,
  });
  rest.counts.start();
  const services = createGraphqlServices({
    baseUrl: () => config.upstreamUrl || `${selfUrl()}/api`,
    // A foreign upstream gets the key (and visitor addresses) only when it was given one.
    gatewayKey: config.upstreamUrl ? config.upstreamGatewayKey : config.gatewayKey,
    timeoutMs: config.upstreamTimeoutMs,
    rateLimitRetryDelayMs: config.upstreamRetryDelayMs,
    maxConcurrent: config.upstreamMaxConcurrent,
    maxQueued: config.upstreamMaxQueued,
    breakerCooldownMs: config.upstreamBreakerCooldownMs,
    compressedAnswers: Boolean(config.upstreamUrl),
    profileTtlMs: config.profileCacheMs,
    catalogStaleMs: config.catalogRefreshSeconds * 1000,
    observer: metrics.graphql,
    events: shared.events,
    log,
  });
  // With the REST service in this process, any game write reaches the GraphQL catalogue at once,
  // here and (through Redis) on every instance. Without Redis, a write another instance made is
  // seen here when the REST list notices the database's data version move. Counts that moved are
  // left to the catalogue's refresh (`CATALOG_REFRESH_SECONDS`): invalidated on every flush, it
  // and every answer and page built on it would be made again every few seconds.
  if (!config.upstreamUrl) {
    rest.gameLists.onInvalidate((cause) => {
      if (cause === 'here' || (cause === 'elsewhere' && !config.redisUrl))
        services.publicCatalog.invalidate();
    });
  }
  const graphql = await graphqlRouter({
    services,
    log,
    introspection: config.graphqlIntrospection,
    maxBodyBytes: config.limits.maxJsonBytes,
    maxUploadBytes: config.limits.maxUploadBytes,
    uploadTempDir: config.uploadTempDir,
    rateLimit: { perSecond: config.graphqlRatePerSecond, burst: config.graphqlRateBurst },
    limiters: shared.limiters,
    addressKey,
    playgroundFile: config.graphqlIntrospection ? path.join(config.clientDir, 'playground.html') : undefined,
  });
  const builtClient = await loadBuiltClient(config.clientDir, config.ssrDir);
  const logRequest = accessLog(log);
  const security = securityHeaders(
    builtClient ? [scriptHash(builtClient.bundle.colorSchemeScript), scriptStarterHash] : [],
  );
  let stopping = false;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(logRequest);
  app.use(httpMetrics(metrics));
  app.use(security);
  // Answers are compressed where they are sent (answers/compressWhereSent.ts explains why).
  compressWhereSent(app);
  app.use(healthEndpoints({ db, checks: shared.ping && { redis: shared.ping }, stopping: () => stopping }));
  app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  if (config.corsOrigins.length > 0) {
    app.use(cors({ origin: config.corsOrigins, credentials: true, maxAge: 600 }));
  }
  app.use('/api', restRouter(rest));
  app.use(graphql.router);
  app.use('/uploads', uploads.serve);
  const images = imageRenderer({
    readUpload: uploads.read,
    upstreamOrigin: config.upstreamUrl ? new URL(config.upstreamUrl).origin : undefined,
    fetchTimeoutMs: config.upstreamTimeoutMs,
    cacheDir: config.imageCacheDir,
    cacheMaxBytes: config.limits.imageCacheMaxBytes,
    failureMemoryMs: config.limits.imageFailureMemoryMs,
    failuresRemembered: config.limits.imageFailuresRemembered,
    concurrency: config.limits.imageConcurrency,
    maxPixels: config.limits.maxImagePixels,
    log,
  });
  app.get('/img', imageEndpoint(images));
  const imageWarming =
    config.imagePrewarm &&
    warmCatalogueImages({
      images,
      catalogue: services.publicCatalog,
      everyMs: config.catalogRefreshSeconds * 1000,
      log,
    });
  const origins = siteOrigins(config.publicUrl, log);
  const sitemaps = sitemap({
    origins,
    // The sitemap is made of the catalogue alone: settings and options do not change it.
    dataVersion: () => String(services.publicCatalog.version()),
    catalogueLoaded: () => services.publicCatalog.get(),
    games: async () => gamesByTitle(await services.publicCatalog.get()),
    onLookup: (hit) => services.observer.cacheLookup('sitemap', hit),
  });
  app.get('/sitemap.xml', sitemaps.main);
  app.get('/sitemap-:part.xml', sitemaps.part);
  app.get('/robots.txt', robots(config.publicUrl));
  app.use(clientFiles(config.clientDir));
  if (builtClient) {
    app.use(
      pageHandler({
        client: builtClient,
        clientDir: config.clientDir,
        execute: graphql.execute,
        // The settings last read, so a kept page never waits on the REST service; fresh after a save.
        maintenanceMode: async () =>
          (services.siteSettings.peek() ?? (await services.siteSettings.get())).maintenanceMode,
        origins,
        log,
        dataVersion: services.publicDataVersion,
        renderLimits: {
          concurrent: config.limits.renderConcurrency,
          queued: config.limits.renderQueueLength,
          perVisitorPerMinute: config.pageRendersPerMinute,
        },
        limiters: shared.limiters,
        addressKey,
        onLookup: (hit) => services.observer.cacheLookup('page', hit),
      }),
    );
  } else {
    app.use(clientFallback(config.clientDir));
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // With CORS on, the list's answer depends on the caller's origin: it goes the long way.
  const shortcut =
    config.corsOrigins.length === 0 &&
    publicListShortcut({
      currentList: () => rest.gameLists.peek('public'),
      headers: {
        ...headersSetBy([security, restHeaders]),
        'cache-control': listCacheControl.anonymous,
        vary: 'Accept-Encoding',
      },
      everyRequest: (req, res) => logRequest(req, res, () => undefined),
      countAnswer: (status, seconds) => metrics.request(publicListPath, 'GET', status, seconds),
    });
  return {
    express: app,
    handler: shortcut
      ? (req, res) => {
          if (!shortcut(req, res)) app(req, res);
        }
      : app,
    rest,
    markStopping: () => {
      stopping = true;
    },
    async stop() {
      if (imageWarming) imageWarming.stop();
      await graphql.stop();
      // Work left by answered requests still needs the database; queued mail does not wait.
      await rest.background.settled();
      // The counted events still pending reach the games before the database closes.
      await rest.counts.stop();
      rest.mail.close();
      await shared.close();
      uploads.close();
    },
  };
}

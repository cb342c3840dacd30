import type { Request, RequestHandler } from 'express';

import type { Metrics } from './metrics.ts';

const fixedPaths = new Set([
  '/graphql',
  '/img',
  '/healthz',
  '/readyz',
  '/metrics',
  '/sitemap.xml',
  '/robots.txt',
]);

/**
 * A route label from a small, fixed set: the matched route where Express names one (the REST
 * endpoints), else the kind of path. Paths themselves never become labels: anyone can invent them.
 */
export function routeOf(req: Request): string {
  if (req.route && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  // Not `req.path`: inside a mounted router it is relative to the mount point.
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  if (fixedPaths.has(path)) return path;
  if (path.startsWith('/api/')) return '/api/unknown';
  if (path.startsWith('/assets/')) return 'static';
  if (path.startsWith('/uploads/')) return '/uploads';
  return 'page';
}

/** Counts every answered request and its time, by route, method and status. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // The route is asked once the answer is sent: only then has Express matched one.
    res.once('finish', () => {
      metrics.request(routeOf(req), req.method, res.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';

import type { RequestHandler } from 'express';

import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that presents `METRICS_TOKEN` as a
 * bearer token. Without a configured token the endpoint does not exist (404); a wrong or missing
 * token is refused (401).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : undefined;
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!expected) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const presented = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('Unauthorized');
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

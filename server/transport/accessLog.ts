import { randomUUID } from 'node:crypto';

import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

import type { NodeMiddleware } from '../answers/headersSetBy.ts';
import { healthPaths } from '../web/health/healthEndpoints.ts';

/**
 * Gives every request an id (error and security logs name it) and, when the log level lets info
 * lines through, logs each answered request. Below info the access log would write nothing, while
 * pino-http's per-request loggers would still cost about a fifth of a cached answer's time.
 */
export function accessLog(log: Logger): NodeMiddleware {
  if (!log.isLevelEnabled('info')) {
    return (req, _res, next) => {
      req.id = randomUUID();
      next();
    };
  }
  return pinoHttp({
    logger: log,
    genReqId: () => randomUUID(),
    // Probes come every few seconds and say nothing worth keeping.
    autoLogging: { ignore: (req) => healthPaths.has(req.url ?? '') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}

import { randomUUID } from 'node:crypto';
import compression from 'compression';
import cors from 'cors';
import express from 'express';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.ts';
import type { Db } from './rest/db/connection.ts';
import { createRestContext } from './rest/context.ts';
import type { RestContext } from './rest/context.ts';
import { restRouter } from './rest/router.ts';
import { securityHeaders } from './web/securityHeaders.ts';
import { clientFallback, clientFiles, uploadedFiles } from './web/staticFiles.ts';

export interface App {
  express: Express;
  rest: RestContext;
}

/** One Express server: the REST service under /api, uploads, and the built client. */
export function createApp(config: Config, db: Db, log: Logger): App {
  const app = express();
  const rest = createRestContext(config, db, log);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(
    pinoHttp({
      logger: log,
      genReqId: () => randomUUID(),
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use(securityHeaders());
  app.use(compression());
  if (config.corsOrigins.length > 0) {
    app.use(cors({ origin: config.corsOrigins, credentials: true, maxAge: 600 }));
  }
  app.use('/api', restRouter(rest));
  app.use('/uploads', uploadedFiles(config.uploadDir));
  app.use(clientFiles(config.clientDir));
  app.use(clientFallback(config.clientDir));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return { express: app, rest };
}

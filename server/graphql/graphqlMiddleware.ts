import { existsSync, readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import express, { Router } from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createContext } from './createContext.ts';
import type { GraphqlContext } from './createContext.ts';
import { formatError } from './formatError.ts';
import { queryLimitRules } from './limits/queryLimits.ts';
import { visitorRateLimit } from './limits/visitorRateLimit.ts';
import type { VisitorRateLimit } from './limits/visitorRateLimit.ts';
import { resolvers } from './resolvers/index.ts';
import { unavailableStatus } from './unavailableStatus.ts';
import { multipartRequest } from './uploads/multipartRequest.ts';
import type { GraphqlServices } from './services.ts';

export interface GraphqlOptions {
  services: GraphqlServices;
  log: Logger;
  introspection: boolean;
  maxBodyBytes: number;
  maxUploadBytes: number;
  /** Where multipart uploads wait on disk while they are sent on to the REST service. */
  uploadTempDir: string;
  rateLimit: VisitorRateLimit;
  /** The built GraphiQL page, served to browsers that open `/graphql`; none when turned off. */
  playgroundFile?: string;
}

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** Body parser failures answered in GraphQL's error shape, never Express's HTML page. */
const bodyErrorHandler: ErrorRequestHandler = (
  error: { type?: string; status?: number },
  _req,
  res,
  next,
) => {
  if (error.type === 'entity.too.large') {
    res
      .status(413)
      .json({ errors: [{ message: 'Request body is too large', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    res
      .status(400)
      .json({ errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  next(error);
};

/** Answers to a request with credentials are for that caller only: no cache may keep them. */
const noStoreWithCredentials: RequestHandler = (req, res, next) => {
  if (req.get('authorization') !== undefined) res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Apollo Server on `/graphql` with the query limits of the security baseline. */
export async function graphqlRouter(
  options: GraphqlOptions,
): Promise<{ router: Router; stop(): Promise<void> }> {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const limits = queryLimitRules(schema);
  const server = new ApolloServer<GraphqlContext>({
    schema,
    introspection: options.introspection,
    // The process has one shutdown path (server/index.ts); Apollo's would re-raise the signal.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      ...(limits.plugins as ApolloServerPlugin<GraphqlContext>[]),
      unavailableStatus as ApolloServerPlugin<GraphqlContext>,
      ApolloServerPluginLandingPageDisabled(),
      // No field sets cache hints, so the default cache-control plugin would only cost time.
      ApolloServerPluginCacheControlDisabled(),
    ],
    formatError: formatError(options.log),
  });
  await server.start();
  const router = Router();
  const playground = options.playgroundFile;
  if (playground) {
    router.get('/graphql', (req, res, next) => {
      const browser = req.accepts(['application/json', 'text/html']) === 'text/html';
      if (!browser || req.query.query !== undefined || !existsSync(playground)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(playground);
    });
  }
  router.use(
    '/graphql',
    noStoreWithCredentials,
    visitorRateLimit(options.rateLimit),
    express.json({ limit: options.maxBodyBytes }),
    multipartRequest({
      maxFileBytes: options.maxUploadBytes,
      tempDir: options.uploadTempDir,
      log: options.log,
      isAdmin: async (req) => {
        const caller = {
          token: /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1],
          visitorIp: req.ip,
        };
        return (await options.services.account.profile(caller)).role === 'admin';
      },
    }),
    expressMiddleware(server, {
      context: async ({ req }) =>
        createContext(options.services, req, req.ip ?? req.socket.remoteAddress ?? ''),
    }),
  );
  router.use('/graphql', bodyErrorHandler);
  return { router, stop: () => server.stop() };
}

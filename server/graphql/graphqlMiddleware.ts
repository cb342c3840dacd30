import { existsSync, readFileSync } from 'node:fs';

import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import express, { Router } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';

import { mayAccess } from '../../shared/access/roles.ts';
import type { RateLimiterStore } from '../cluster/rateLimiterStore.ts';
import type { AddressKey } from '../privacy/addressKey.ts';
import { callerOf, visitorAddress } from './caller.ts';
import type { GraphqlContext } from './context.ts';
import { createContext } from './context.ts';
import { errorBody } from './errors.ts';
import { formatError } from './formatError.ts';
import { graphqlHandler } from './graphqlHandler.ts';
import { queryLimitRules } from './limits/queryLimits.ts';
import type { VisitorRateLimit } from './limits/visitorRateLimit.ts';
import { visitorRateLimit } from './limits/visitorRateLimit.ts';
import { operationMetrics } from './operationMetrics.ts';
import { resolvers } from './resolvers/index.ts';
import { responseCache } from './responseCache/responseCache.ts';
import type { GraphqlServices } from './services.ts';
import { unavailableStatus } from './unavailableStatus.ts';
import { multipartRequest } from './uploads/multipartRequest.ts';
import { visitorAnswerHeaders } from './visitor/visitorAnswerHeaders.ts';

export interface GraphqlOptions {
  services: GraphqlServices;
  log: Logger;
  introspection: boolean;
  maxBodyBytes: number;
  maxUploadBytes: number;
  /** Where multipart uploads wait on disk while they are sent on to the REST service. */
  uploadTempDir: string;
  rateLimit: VisitorRateLimit;
  /** Where the per-visitor limit counts (memory, or Redis for every instance). */
  limiters: RateLimiterStore;
  /** What the per-visitor limit counts under in place of the address. */
  addressKey: AddressKey;
  /** The built GraphiQL page, served to browsers that open `/graphql`; none when turned off. */
  playgroundFile?: string;
}

/** Where the router answers GraphQL (and, in development, the playground). */
const graphqlPath = '/graphql';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** Body parser failures answered in GraphQL's error shape, never Express's HTML page. */
const bodyErrorHandler: ErrorRequestHandler = (
  error: { type?: string; status?: number },
  _req,
  res,
  next,
) => {
  if (error.type === 'entity.too.large') {
    res.status(413).json(errorBody('BAD_REQUEST', 'Request body is too large'));
    return;
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    res.status(400).json(errorBody('BAD_REQUEST', 'Malformed request body'));
    return;
  }
  next(error);
};

/** Answers to a request with credentials are for that caller only: no cache may keep them. */
const noStoreWithCredentials: RequestHandler = (req, res, next) => {
  if (req.get('authorization') !== undefined) res.setHeader('Cache-Control', 'no-store');
  next();
};

export interface InProcessOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface GraphqlRouter {
  router: Router;
  execute(req: Request): (operation: InProcessOperation) => Promise<FormattedExecutionResult>;
  stop(): Promise<void>;
}

/** Apollo Server on `/graphql` with the query limits of the security baseline. */
export async function graphqlRouter(options: GraphqlOptions): Promise<GraphqlRouter> {
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
      visitorAnswerHeaders,
      operationMetrics(options.services.observer) as ApolloServerPlugin<GraphqlContext>,
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
    router.get(graphqlPath, (req, res, next) => {
      const browser = req.accepts(['application/json', 'text/html']) === 'text/html';
      if (!browser || req.query.query !== undefined || !existsSync(playground)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(playground);
    });
  }
  const answers = responseCache({
    schema,
    dataVersion: options.services.publicDataVersion,
    onLookup: (hit) => options.services.observer.cacheLookup('response', hit),
  });
  router.use(
    graphqlPath,
    noStoreWithCredentials,
    visitorRateLimit(options.rateLimit, options.limiters, options.addressKey),
    express.json({ limit: options.maxBodyBytes }),
    answers.lookup,
    multipartRequest({
      maxFileBytes: options.maxUploadBytes,
      tempDir: options.uploadTempDir,
      log: options.log,
      isAdmin: async (req) =>
        mayAccess((await options.services.dataSourcesFor(callerOf(req)).account.profile())?.role, 'games'),
    }),
    graphqlHandler(server, async (req) => createContext(options.services, req), answers.send),
  );
  router.use(graphqlPath, bodyErrorHandler);
  /**
   * Operations of a server-rendered page, run in this process as an anonymous visitor from the
   * address of `req`: what the server renders is the same for everyone.
   */
  const execute =
    (req: Request) =>
    async (operation: InProcessOperation): Promise<FormattedExecutionResult> => {
      const contextValue = createContext(options.services, req, { visitorIp: visitorAddress(req) });
      const response = await server.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('Page operations are answered in one part');
      return response.body.singleResult;
    };
  return { router, execute, stop: () => server.stop() };
}

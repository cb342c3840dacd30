import { existsSync, readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import express, { Router } from 'express';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { createContext } from './createContext.ts';
import type { GraphqlContext } from './createContext.ts';
import { formatError } from './formatError.ts';
import { resolvers } from './resolvers/index.ts';
import { multipartRequest } from './uploads/multipartRequest.ts';
import type { GraphqlServices } from './services.ts';

export interface GraphqlOptions {
  services: GraphqlServices;
  log: Logger;
  introspection: boolean;
  maxBodyBytes: number;
  maxUploadBytes: number;
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

/** Apollo Server on `/graphql` with the query limits of the security baseline. */
export async function graphqlRouter(
  options: GraphqlOptions,
): Promise<{ router: Router; stop(): Promise<void> }> {
  const armor = new ApolloArmor({
    maxDepth: { n: 6, exposeLimits: false },
    maxAliases: { n: 15, exposeLimits: false },
    costLimit: { maxCost: 5000, exposeLimits: false },
    // The token limit is graphql-js's own parse option below: armor's answers HTTP 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 50, exposeLimits: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const server = new ApolloServer<GraphqlContext>({
    schema: makeExecutableSchema({ typeDefs, resolvers }),
    introspection: options.introspection,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: 1000 },
    validationRules: armor.validationRules,
    // graphql-armor's types come from Apollo's CommonJS build, ours from its ESM build: same shape.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphqlContext>[]),
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
    express.json({ limit: options.maxBodyBytes }),
    multipartRequest(options.maxUploadBytes, async (req) => {
      const caller = { token: /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1], visitorIp: req.ip };
      return (await options.services.account.profile(caller)).role === 'admin';
    }),
    expressMiddleware(server, {
      context: async ({ req }) =>
        createContext(options.services, req, req.ip ?? req.socket.remoteAddress ?? ''),
    }),
  );
  router.use('/graphql', bodyErrorHandler);
  return { router, stop: () => server.stop() };
}

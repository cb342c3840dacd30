import type { ApolloServer, BaseContext, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler } from 'express';

import type { AnswerSender } from './sendAnswer.ts';

/** The query string of a request target, `?` included, without a fragment; empty when it has none. */
export function searchOf(url: string): string {
  const fragment = url.indexOf('#');
  const end = fragment === -1 ? url.length : fragment;
  const start = url.indexOf('?');
  return start === -1 || start > end ? '' : url.slice(start, end);
}

function headersOf(req: Request): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * Apollo Server behind Express, as Apollo's integration guide describes it: the request (its body
 * parsed by the middleware before) handed to `executeHTTPGraphQLRequest`, the answer written back.
 * `@as-integrations/express5` does the same but reads the query string with the legacy
 * `url.parse`, which took 4% of a search's time at saturation (docs/performance.md). `send`
 * writes the answer (`sendAnswer`, or the response cache's, which keeps it).
 */
export function graphqlHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request) => Promise<Context>,
  send: AnswerSender,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers: headersOf(req),
      search: searchOf(req.url),
      body: req.body as unknown,
    };
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: () => context(req),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    // Answers in parts come only from @defer and @stream, which graphql 16 does not offer.
    if (answer.body.kind !== 'complete') throw new Error('An answer in parts cannot be sent');
    await send(req, res, answer.body.string);
  };
}

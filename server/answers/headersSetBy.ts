import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { IncomingMessage as Message, ServerResponse as Response } from 'node:http';
import { Socket } from 'node:net';

/** A connect-style middleware on Node's own request and response, usable with and without Express. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers that `middlewares`, which only set headers and go on at once, set on a GET answer:
 * read once from a response that is never sent.
 */
export function headersSetBy(middlewares: readonly NodeMiddleware[]): OutgoingHttpHeaders {
  const req = new Message(new Socket());
  req.method = 'GET';
  req.url = '/';
  const res = new Response(req);
  for (const middleware of middlewares) {
    let wentOn = false;
    middleware(req, res, () => (wentOn = true));
    if (!wentOn) throw new Error('A header middleware did not go on at once');
  }
  return res.getHeaders();
}

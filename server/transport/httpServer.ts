import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';

import type { RequestDeadlines } from '../config.ts';
import { bodyDeadlines } from './bodyDeadlines.ts';
import type { Drainable } from './drain.ts';
import { drainable } from './drain.ts';

/** Where multipart uploads are accepted: only these get the longer upload deadline. */
const uploadPaths = ['/graphql', '/api/games.php'];

export interface HttpServer extends Drainable {
  server: Server;
}

/**
 * The Node HTTP server of the product: keep-alive, deadlines for a request's headers and body
 * (Node's own `requestTimeout` stays as a backstop at the longest of them), and a graceful drain.
 */
export function createHttpServer(handler: RequestListener, deadlines: RequestDeadlines): HttpServer {
  const server = createServer({
    keepAliveTimeout: 65_000,
    headersTimeout: deadlines.headersMs,
    requestTimeout: deadlines.headersMs + Math.max(deadlines.bodyMs, deadlines.uploadBodyMs),
    // How often Node checks those two; its default of 30 s would let a deadline run that much late.
    connectionsCheckingInterval: Math.min(1000, deadlines.headersMs),
  });
  const deadline = bodyDeadlines(deadlines, uploadPaths);
  const { track, drain, endKeepAlive } = drainable(server);
  // One listener that calls each in turn: every further 'request' listener costs each request.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    deadline(req, res);
    track(req, res);
    handler(req, res);
  });
  return { server, drain, endKeepAlive };
}

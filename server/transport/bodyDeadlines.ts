import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestDeadlines } from '../config.ts';

const timedOutBody = JSON.stringify({ error: 'Request timeout' });

/** Whether a request says a body follows its headers. */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Answers 408 when nothing has been answered yet, and closes the connection in every case. */
function cutOff(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.writeHead(408, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(timedOutBody),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(timedOutBody, () => req.socket.destroy());
}

/**
 * Gives every request body a deadline: `uploadBodyMs` for multipart uploads to `uploadPaths`,
 * `bodyMs` for anything else. A body still arriving at its deadline ends its connection, also
 * when the answer has already gone out and the server is only discarding the rest.
 */
export function bodyDeadlines(deadlines: RequestDeadlines, uploadPaths: readonly string[]) {
  const isUpload = (req: IncomingMessage) =>
    req.method === 'POST' &&
    /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') &&
    uploadPaths.includes((req.url ?? '').split('?', 1)[0] ?? '');

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!hasBody(req)) return;
    const timer = setTimeout(
      () => {
        if (!req.complete) cutOff(req, res);
      },
      isUpload(req) ? deadlines.uploadBodyMs : deadlines.bodyMs,
    );
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
  };
}

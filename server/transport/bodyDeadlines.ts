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

/** How long a body may go on arriving once its answer is out: long enough for the client to read it. */
const afterAnswerMs = 1000;

/**
 * Gives every request body a deadline: `uploadBodyMs` for multipart uploads to `uploadPaths` that
 * carry credentials (uploads are for signed-in staff only), `bodyMs` for anything else. A body
 * still arriving at its deadline ends its connection. So does a body still arriving shortly after
 * its answer went out (a refusal made before the body was read): the server would only discard it.
 */
export function bodyDeadlines(deadlines: RequestDeadlines, uploadPaths: readonly string[]) {
  const isUpload = (req: IncomingMessage) =>
    req.method === 'POST' &&
    req.headers.authorization !== undefined &&
    /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') &&
    uploadPaths.includes((req.url ?? '').split('?', 1)[0] ?? '');

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!hasBody(req)) return;
    const cutOffAfter = (ms: number) => {
      const timer = setTimeout(() => {
        if (!req.complete) cutOff(req, res);
      }, ms);
      timer.unref();
      return timer;
    };
    let timer = cutOffAfter(isUpload(req) ? deadlines.uploadBodyMs : deadlines.bodyMs);
    res.once('finish', () => {
      if (req.complete) return;
      clearTimeout(timer);
      timer = cutOffAfter(Math.min(afterAnswerMs, deadlines.bodyMs));
    });
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
  };
}

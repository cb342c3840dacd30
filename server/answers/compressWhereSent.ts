import compressible from 'compressible';
import type { Express, Response } from 'express';

import type { Encoding } from './encodedBody.ts';
import { compressBytes, compressFromBytes, encodingFor } from './encodedBody.ts';

/** A type with its charset set to UTF-8, as Express sets it for text it sends. */
const withUtf8 = (type: string) => `${type.replace(/;\s*charset=[^;]*/i, '')}; charset=utf-8`;

/**
 * The encoding to send `body` in (`identity` when the client accepts none), or undefined when its
 * answer is never compressed: too small, a HEAD or 204/304, compressed already, `no-transform`, or
 * a type not worth compressing.
 */
function encodingWorthIt(res: Response, body: string | Buffer): Encoding | 'identity' | undefined {
  if (res.req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return undefined;
  if (res.getHeader('Content-Encoding') !== undefined) return undefined;
  if (/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return undefined;
  // Express sends text as HTML, and bytes as application/octet-stream, when no type is set.
  const type = res.getHeader('Content-Type') ?? (typeof body === 'string' ? 'text/html' : undefined);
  if (type === undefined || !compressible(String(type))) return undefined;
  const bytes = Buffer.byteLength(body);
  return bytes < compressFromBytes ? undefined : encodingFor(res.req, bytes);
}

/**
 * Makes `res.send` (and so `res.json`) of `app` compress the answers worth it: gzip or brotli as
 * the client accepts, on the thread pool, from 1 KiB on, for types worth compressing. Express's own
 * `send` then sends the compressed bytes, with its ETag, freshness check and Content-Length.
 *
 * This takes the place of the `compression` middleware for all but static files. That middleware
 * stores wrappers of `res.write`, `res.end`, `res.on` and `res.flush` on each response, each
 * referring to the response, and such functions make every request's objects outlive the young
 * generation (docs/performance.md). This `send` lives once on the app's response prototype.
 */
export function compressWhereSent(app: Express): void {
  const expressSend = app.response.send;
  app.response.send = function send(this: Response, body?: unknown) {
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return expressSend.call(this, body);
    const encoding = encodingWorthIt(this, body);
    if (encoding === undefined) return expressSend.call(this, body);
    this.vary('Accept-Encoding');
    if (encoding === 'identity') return expressSend.call(this, body);
    if (typeof body === 'string') {
      this.setHeader('Content-Type', withUtf8(String(this.getHeader('Content-Type') ?? 'text/html')));
    }
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    // Something else may have answered meanwhile (a request body's deadline): it stands.
    compressBytes(identity, encoding).then(
      (compressed) => {
        if (this.headersSent) return;
        this.setHeader('Content-Encoding', encoding);
        expressSend.call(this, compressed);
      },
      () => {
        if (!this.headersSent) expressSend.call(this, identity);
      },
    );
    return this;
  };
}

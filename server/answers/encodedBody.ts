import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import accepts from 'accepts';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'gzip' | 'br';

/** Bodies this small are sent as they are: compressing them saves less than it costs. */
export const compressFromBytes = 1024;

/**
 * A body kept to be sent many times: its tag and bytes, and each compressed form made once, when
 * a client first asks for it.
 */
export interface EncodedBody {
  readonly tag: string;
  readonly contentType: string;
  readonly identity: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** The form for `encoding` when it is made already. */
  ready(encoding: Encoding | 'identity'): Buffer | undefined;
}

/**
 * The size of the buffers compression writes into: a quarter of the input, which text compresses
 * to less than (more output goes into further buffers), and zlib's 16 KiB at most. Each answer's
 * bytes are a slice of such a buffer and keep all of it: zlib's 16 KiB for every small answer made
 * the memory outside the heap grow fast enough to bring a full collection every second at 500
 * answers a second (docs/performance.md).
 */
const chunkSizeFor = (input: Buffer) => Math.min(Math.max(Math.ceil(input.length / 4), 64), 16 * 1024);

/** `identity` compressed as `encoding`, on the thread pool. */
export function compressBytes(identity: Buffer, encoding: Encoding): Promise<Buffer> {
  const chunkSize = chunkSizeFor(identity);
  if (encoding === 'gzip') return gzipAsync(identity, { level: 6, chunkSize });
  return brotliAsync(identity, {
    chunkSize,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

export function encodedBody(content: string | Buffer, contentType: string): EncodedBody {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  const forms = new Map<Encoding, Promise<Buffer>>();
  const made = new Map<Encoding, Buffer>();
  return {
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    contentType,
    identity,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form = compressBytes(identity, encoding);
        forms.set(encoding, form);
        form.then(
          (bytes) => made.set(encoding, bytes),
          () => forms.delete(encoding),
        );
      }
      return form;
    },
    ready: (encoding) => (encoding === 'identity' ? identity : made.get(encoding)),
  };
}

/** The bytes an encoded body may come to keep, for caches bounded by size. */
export const encodedSize = (body: EncodedBody): number => body.identity.length * 2;

/** Whether the client's copy (`If-None-Match`) is this body, in any of its encodings. */
export function clientHasCopy(req: IncomingMessage, body: EncodedBody): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').startsWith(`"${body.tag}-`));
}

/** Negotiations by `Accept-Encoding` header: clients send few distinct ones. */
const negotiated = new Map<string, Encoding | 'identity'>();
const negotiatedMax = 100;

/** The best encoding the client accepts for a body of `bytes`: identity below `compressFromBytes`. */
export function encodingFor(req: IncomingMessage, bytes: number): Encoding | 'identity' {
  if (bytes < compressFromBytes) return 'identity';
  const header = req.headers['accept-encoding'] ?? '';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    const accepted = accepts(req).encodings('br', 'gzip', 'identity');
    encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
    if (negotiated.size >= negotiatedMax) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

export const etagOf = (body: EncodedBody, encoding: Encoding | 'identity') => `"${body.tag}-${encoding}"`;

/** The headers that describe the bytes sent. */
export function contentHeaders(
  body: EncodedBody,
  encoding: Encoding | 'identity',
  bytes: Buffer,
): [string, string][] {
  const headers: [string, string][] = [['Content-Type', body.contentType]];
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
  headers.push(['Content-Length', String(bytes.length)]);
  return headers;
}

/** Answers 304 and returns true when a safe request's copy of the body in `encoding` is current. */
function answeredNotModified(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedBody,
  encoding: Encoding | 'identity',
  status: number,
): boolean {
  res.setHeader('ETag', etagOf(body, encoding));
  if (status !== 200 || (req.method !== 'GET' && req.method !== 'HEAD') || !clientHasCopy(req, body)) {
    return false;
  }
  res.statusCode = 304;
  res.end();
  return true;
}

function sendBytes(
  res: ServerResponse,
  body: EncodedBody,
  encoding: Encoding | 'identity',
  bytes: Buffer,
  status: number,
): void {
  res.statusCode = status;
  for (const [name, value] of contentHeaders(body, encoding, bytes)) res.setHeader(name, value);
  res.end(bytes);
}

/**
 * Sends the best encoding the client accepts with `status`, or 304 when a safe request's copy is
 * current.
 */
export async function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  status = 200,
): Promise<void> {
  const encoding = encodingFor(req, body.identity.length);
  res.vary('Accept-Encoding');
  if (answeredNotModified(req, res, body, encoding, status)) return;
  const bytes = encoding === 'identity' ? body.identity : await body.encoded(encoding);
  sendBytes(res, body, encoding, bytes, status);
}

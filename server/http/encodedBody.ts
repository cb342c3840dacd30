import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A body encoded once, sent many times in whichever encoding each client accepts. */
export interface EncodedBody {
  tag: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function encodeBody(text: string, contentType: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { tag, contentType, identity, gzip: gz, br };
}

export const encodeJson = (value: unknown): Promise<EncodedBody> =>
  encodeBody(JSON.stringify(value), 'application/json; charset=utf-8');

/** The bytes an encoded body keeps (for caches bounded by size). */
export const encodedSize = (body: EncodedBody): number =>
  body.identity.length + body.gzip.length + body.br.length;

/** Whether the client's copy (`If-None-Match`) is this body, in any of its encodings. */
function clientHasCopy(req: Request, body: EncodedBody): boolean {
  const ifNoneMatch = req.get('if-none-match') ?? '';
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').startsWith(`"${body.tag}-`));
}

/**
 * Sends the best encoding the client accepts with `status`, or 304 when a safe request's copy is
 * current.
 */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, status = 200): void {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const chosen = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  res.vary('Accept-Encoding');
  res.setHeader('ETag', `"${body.tag}-${encoding}"`);
  if (status === 200 && (req.method === 'GET' || req.method === 'HEAD') && clientHasCopy(req, body)) {
    res.status(304).end();
    return;
  }
  res.status(status);
  res.setHeader('Content-Type', body.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.length);
  res.end(chosen);
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = 'gzip' | 'br';

/** Bodies this small are sent as they are: compressing them saves less than it costs. */
const compressFromBytes = 1024;

/**
 * A body kept to be sent many times: its tag and bytes, and each compressed form made once, when
 * a client first asks for it.
 */
export interface EncodedBody {
  readonly tag: string;
  readonly contentType: string;
  readonly identity: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
}

function compress(identity: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(identity, { level: 6 });
  return brotliAsync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

export function encodedBody(text: string, contentType: string): EncodedBody {
  const identity = Buffer.from(text);
  const forms = new Map<Encoding, Promise<Buffer>>();
  return {
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    contentType,
    identity,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form = compress(identity, encoding);
        forms.set(encoding, form);
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
}

export const encodeJson = (value: unknown): EncodedBody =>
  encodedBody(JSON.stringify(value), 'application/json; charset=utf-8');

/** The bytes an encoded body may come to keep, for caches bounded by size. */
export const encodedSize = (body: EncodedBody): number => body.identity.length * 2;

/** Whether the client's copy (`If-None-Match`) is this body, in any of its encodings. */
function clientHasCopy(req: Request, body: EncodedBody): boolean {
  const ifNoneMatch = req.get('if-none-match') ?? '';
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').startsWith(`"${body.tag}-`));
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
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const encoding =
    body.identity.length < compressFromBytes || (accepted !== 'br' && accepted !== 'gzip')
      ? 'identity'
      : accepted;
  res.vary('Accept-Encoding');
  res.setHeader('ETag', `"${body.tag}-${encoding}"`);
  if (status === 200 && (req.method === 'GET' || req.method === 'HEAD') && clientHasCopy(req, body)) {
    res.status(304).end();
    return;
  }
  const chosen = encoding === 'identity' ? body.identity : await body.encoded(encoding);
  res.status(status);
  res.setHeader('Content-Type', body.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.length);
  res.end(chosen);
}

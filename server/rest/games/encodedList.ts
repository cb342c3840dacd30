import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EncodedBody {
  tag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function encodeJson(value: unknown): Promise<EncodedBody> {
  const identity = Buffer.from(JSON.stringify(value));
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
  return { tag, identity, gzip: gz, br };
}

/**
 * Keeps one encoded body per key, built at most once per data version: a write bumps the
 * version and the next read rebuilds; concurrent readers share the build.
 */
export function versionedCache<K>(build: (key: K) => Promise<EncodedBody>, counterDelayMs = 60_000) {
  let version = 0;
  let countersChangedAt: number | undefined;
  const listeners: (() => void)[] = [];
  const entries = new Map<K, { version: number; body: Promise<EncodedBody> }>();
  const bump = () => {
    version += 1;
    countersChangedAt = undefined;
    for (const listener of listeners) listener();
  };
  return {
    /** A game was written: the next read rebuilds. */
    invalidate: bump,
    /** Only a counter moved (a download): rebuild at most once per `counterDelayMs`. */
    countersChanged(): void {
      countersChangedAt ??= Date.now();
    },
    /** Called on every rebuild-causing change, e.g. to drop caches built on top of this list. */
    onInvalidate(listener: () => void): void {
      listeners.push(listener);
    },
    get(key: K): Promise<EncodedBody> {
      if (countersChangedAt !== undefined && Date.now() - countersChangedAt >= counterDelayMs) bump();
      const entry = entries.get(key);
      if (entry?.version === version) return entry.body;
      const built = { version, body: build(key) };
      entries.set(key, built);
      built.body.catch(() => {
        if (entries.get(key) === built) entries.delete(key);
      });
      return built.body;
    },
  };
}

/** Sends the best encoding the client accepts, or 304 when its copy is current. */
export function sendEncoded(req: Request, res: Response, body: EncodedBody): void {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const chosen = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  res.vary('Accept-Encoding');
  res.setHeader('ETag', `"${body.tag}-${encoding}"`);
  const ifNoneMatch = req.get('if-none-match') ?? '';
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').startsWith(`"${body.tag}-`))) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.length);
  res.end(chosen);
}

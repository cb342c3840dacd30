import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

import type { EncodedBody } from '../../http/encodedBody.ts';
import { encodedBody, sendEncoded } from '../../http/encodedBody.ts';
import { versionedBodies } from '../../http/versionedBodies.ts';
import { publicReadCheck } from './publicReads.ts';
import type { ReadRequest } from './readRequest.ts';
import { readRequestOf } from './readRequest.ts';

export interface ResponseCacheOptions {
  /** Moves whenever an anonymous visitor's answers may change (see `publicDataVersion`). */
  dataVersion: () => string;
  onLookup?: (hit: boolean) => void;
}

/** A stored public answer: any cache may keep it, and must ask again (a 304 at best) before use. */
export const publicAnswerCacheControl = 'public, max-age=0, must-revalidate';

const defaultContentType = 'application/json; charset=utf-8';

const contentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Apollo Server's CSRF rule for GET: a preflight header or a content type a form cannot send. */
function passesCsrfCheck(req: Request): boolean {
  const contentType = req.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType && !contentTypes.has(contentType)) return true;
  return Boolean(req.get('x-apollo-operation-name') || req.get('apollo-require-preflight'));
}

const keyOf = (read: ReadRequest) =>
  `${read.hash ?? read.query ?? ''}\n${read.operationName ?? ''}\n${read.variables}`;

const hasErrors = (answer: string): boolean =>
  (JSON.parse(answer) as { errors?: unknown }).errors !== undefined;

function markPublic(res: Response): void {
  res.setHeader('Cache-Control', publicAnswerCacheControl);
  res.vary('Authorization');
}

/**
 * Whole answers to anonymous public reads (`publicRootFields`), kept per operation, variables and
 * data version, in front of Apollo Server: a read asked for before is kept the second time and
 * from then on costs a lookup (one-off searches are not kept, see `versionedBodies`). Requests with
 * credentials, mutations, account and admin fields, and answers with errors always go through.
 * Persisted queries (hash only, as GET) are answered from here once their text was seen.
 */
export function responseCache({
  dataVersion,
  onLookup = () => undefined,
}: ResponseCacheOptions): RequestHandler {
  const answers = versionedBodies<{ body: EncodedBody }>();
  /** Persisted queries' texts by hash, once Apollo Server accepted the pair. */
  const persisted = new LRUCache<string, string>({ max: 1000 });
  const isPublicRead = publicReadCheck();

  return (req, res, next) => {
    if (req.get('authorization') !== undefined) return next();
    if (req.method === 'GET' && !passesCsrfCheck(req)) return next();
    const read = readRequestOf(req);
    if (!read) return next();
    const key = keyOf(read);
    const version = dataVersion();
    const kept = answers.get(key, version);
    if (kept) {
      onLookup(true);
      if (req.method === 'GET') markPublic(res);
      sendEncoded(req, res, kept.body).catch(next);
      return;
    }
    const query = read.query ?? persisted.get(read.hash ?? '');
    if (query === undefined || !isPublicRead(query, read.operationName)) return next();
    onLookup(false);
    const send = res.send.bind(res);
    res.send = ((body: unknown) => {
      if (res.statusCode === 200 && typeof body === 'string') {
        let failed: boolean | undefined;
        const succeeded = () => !(failed ??= hasErrors(body));
        if (read.hash && read.query && succeeded()) persisted.set(read.hash, read.query);
        if (req.method === 'GET' && succeeded()) markPublic(res);
        const kept = answers.keep(key, version, () =>
          succeeded()
            ? { body: encodedBody(body, String(res.getHeader('content-type') ?? defaultContentType)) }
            : undefined,
        );
        // Sent as it will be sent from now on, so that its ETag is the one later requests match.
        if (kept) {
          sendEncoded(req, res, kept.body).catch(next);
          return res;
        }
      }
      return send(body);
    }) as Response['send'];
    next();
  };
}

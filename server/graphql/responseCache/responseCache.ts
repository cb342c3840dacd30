import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';

import type { EncodedBody } from '../../answers/encodedBody.ts';
import { encodedBody, sendEncoded } from '../../answers/encodedBody.ts';
import { versionedBodies } from '../../answers/versionedBodies.ts';
import type { AnswerSender } from '../sendAnswer.ts';
import { contentTypeOf, sendAnswer } from '../sendAnswer.ts';
import { publicReadCheck } from './publicReads.ts';
import type { ReadRequest } from './readRequest.ts';
import { readRequestOf } from './readRequest.ts';

export interface ResponseCacheOptions {
  /** The schema the operations run on: which fields an operation selects below the root. */
  schema: GraphQLSchema;
  /** Moves whenever an anonymous visitor's answers may change (see `publicDataVersion`). */
  dataVersion: () => string;
  onLookup?: (hit: boolean) => void;
}

/** A stored public answer: any cache may keep it, and must ask again (a 304 at best) before use. */
export const publicAnswerCacheControl = 'public, max-age=0, must-revalidate';

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

export interface ResponseCache {
  /** Answers a kept read, and notes for `send` what any other public read's answer may be kept as. */
  lookup: RequestHandler;
  /** Sends an answer Apollo Server made, keeping it when `lookup` noted that it may. */
  send: AnswerSender;
}

/** What `lookup` found out about a public read it could not answer. */
interface NotedRead {
  key: string;
  version: string;
}

/**
 * Whole answers to anonymous public reads (`publicRootFields`), kept per operation, variables and
 * data version, in front of Apollo Server: a read asked for before is kept the second time and
 * from then on costs a lookup (one-off searches are not kept, see `versionedBodies`). Requests with
 * credentials, mutations, account and admin fields, and answers with errors always go through.
 * Persisted queries (hash only, as GET) are answered from here once their text was seen.
 *
 * The two halves meet through a map keyed by the response, not through a replaced `res.send`:
 * a function stored on the response that refers to it keeps every request's objects alive through
 * the young generation's collections (docs/performance.md).
 */
export function responseCache({
  schema,
  dataVersion,
  onLookup = () => undefined,
}: ResponseCacheOptions): ResponseCache {
  const answers = versionedBodies<{ body: EncodedBody }>();
  /** Persisted queries' texts by hash, once Apollo Server accepted the pair. */
  const persisted = new LRUCache<string, string>({ max: 1000 });
  const isPublicRead = publicReadCheck(schema);
  const noted = new WeakMap<Response, NotedRead>();

  /**
   * Learns a persisted query's text from any request that sends it with its hash, signed in or not:
   * Apollo Server learns from every caller, and a text it knows but this cache does not would be
   * answered by hash without being kept or marked public.
   */
  const learn = ({ hash, query }: ReadRequest) => {
    // `readRequestOf` has checked that the text's SHA-256 is the hash.
    if (hash && query && !persisted.has(hash)) persisted.set(hash, query);
  };

  const lookup: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' && !passesCsrfCheck(req)) return next();
    const read = readRequestOf(req);
    if (!read) return next();
    learn(read);
    if (req.get('authorization') !== undefined) return next();
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
    noted.set(res, { key, version });
    next();
  };

  const send: AnswerSender = (req, res, body) => {
    const publicRead = noted.get(res);
    // An answer that issues a visitor cookie is that visitor's alone, whatever the operation read.
    const forOneVisitor = res.getHeader('set-cookie') !== undefined;
    if (!publicRead || res.statusCode !== 200 || forOneVisitor) return sendAnswer(req, res, body);
    const { key, version } = publicRead;
    let failed: boolean | undefined;
    const succeeded = () => !(failed ??= hasErrors(body));
    if (req.method === 'GET' && succeeded()) markPublic(res);
    const kept = answers.keep(key, version, () =>
      succeeded() ? { body: encodedBody(body, contentTypeOf(res)) } : undefined,
    );
    // Sent as it will be sent from now on, so that its ETag is the one later requests match.
    return kept ? sendEncoded(req, res, kept.body) : sendAnswer(req, res, body);
  };

  return { lookup, send };
}

import { createHash } from 'node:crypto';

import type { Request } from 'express';

/** A GraphQL request as far as a cache of its answer needs it. */
export interface ReadRequest {
  /** The operation's text; absent when a persisted query sends only its hash. */
  query: string | undefined;
  /** The persisted query's SHA-256 hash (Apollo's automatic persisted queries). */
  hash: string | undefined;
  operationName: string | undefined;
  /** The variables as canonical JSON. */
  variables: string;
}

const sha256Hex = /^[0-9a-f]{64}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('malformed');
  }
}

/** `value` as JSON with every object's keys sorted: variables sent in any order name one answer. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (!isObject(item)) return item;
    return Object.fromEntries(
      Object.keys(item)
        .sort()
        .map((key) => [key, sorted(item[key])]),
    );
  };
  return JSON.stringify(sorted(value));
}

function persistedHash(extensions: unknown): string | undefined | false {
  if (extensions === undefined) return undefined;
  if (!isObject(extensions)) return false;
  const persisted = extensions.persistedQuery;
  if (persisted === undefined) return undefined;
  const hash = isObject(persisted) ? persisted.sha256Hash : undefined;
  return typeof hash === 'string' && sha256Hex.test(hash) ? hash : false;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The operation of a GET (query string) or JSON POST request, or undefined when the request is
 * anything else or malformed in any way: Apollo Server then answers it, with the error it deserves.
 * A text sent with a persisted-query hash that is not its own is one of these: kept answers are
 * found by hash, and must never answer another text.
 */
export function readRequestOf(req: Request): ReadRequest | undefined {
  const fields: unknown = req.method === 'GET' ? req.query : req.method === 'POST' ? req.body : undefined;
  if (!isObject(fields)) return undefined;
  const { query, operationName } = fields;
  const variables = parsedJson(fields.variables) ?? {};
  const hash = persistedHash(parsedJson(fields.extensions));
  if (query !== undefined && typeof query !== 'string') return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return undefined;
  }
  if (!isObject(variables) || hash === false || (query === undefined && hash === undefined)) return undefined;
  if (query !== undefined && hash !== undefined && sha256(query) !== hash) return undefined;
  return { query, hash, operationName: operationName ?? undefined, variables: canonicalJson(variables) };
}

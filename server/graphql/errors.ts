import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';

import { answerTexts } from '../../shared/validation/answerTexts.ts';
import { messages } from '../../shared/validation/messages.ts';

/** The codes this layer gives its errors (docs/graphql.md, "Errors"). */
const ownCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CHALLENGE_REQUIRED',
  'UPSTREAM_UNAVAILABLE',
  'OUTCOME_UNKNOWN',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_HASH_MISMATCH',
] as const;

export type ErrorCode = (typeof ownCodes)[number];

/** Apollo Server's own codes for a request it refuses before any resolver runs. */
const apolloCodes = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
];

/**
 * Apollo Server refuses these persisted-query requests with HTTP 400 and a reason but no code, so
 * they would be masked as internal errors: the codes they go out with instead (the mismatch's is
 * the one other GraphQL servers give it).
 */
const apolloUncodedRefusals: ReadonlyMap<string, ErrorCode> = new Map<string, ErrorCode>([
  ['provided sha does not match query', 'PERSISTED_QUERY_HASH_MISMATCH'],
  ['Unsupported persisted query version', 'BAD_REQUEST'],
]);

/** The code of one of Apollo Server's refusals that come without one, else undefined. */
export function codeOfUncodedRefusal(error: unknown): ErrorCode | undefined {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return undefined;
  return apolloUncodedRefusals.get(error.message);
}

/** Errors with these codes go out as they are; any other is masked (`formatError.ts`). */
export const publicErrorCodes: ReadonlySet<string> = new Set<string>([...ownCodes, ...apolloCodes]);

export const invalidResponseMessage = 'Invalid response format from server';
export const internalErrorMessage = 'Internal server error';

export function apiError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** The body of an answer refused before GraphQL runs (rate limit, body parser, multipart checks). */
export function errorBody(code: ErrorCode, message: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/** The error every hidden failure goes out as; its details stay in the server log. */
export const maskedError = (): GraphQLFormattedError => ({
  message: internalErrorMessage,
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
});

export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof GraphQLError && codes.some((code) => code === error.extensions.code);
}

/**
 * The REST service cannot take this call now (down, too slow, or every connection to it busy), and
 * will likely take one again after `retryAfter` seconds. An answer left without any data for this
 * reason goes out as HTTP 503 with `Retry-After` (see `unavailableStatus.ts`).
 */
export function unavailableError(retryAfterSeconds: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return apiError('UPSTREAM_UNAVAILABLE', answerTexts.serviceUnavailable, { retryAfter });
}

/**
 * A write was sent to the REST service but its answer never came (a timeout, a cut connection, a
 * proxy that gave up): it may or may not have been written. Unlike UPSTREAM_UNAVAILABLE, which
 * says nothing was written, this one says to check first, or, for a write sent with an
 * idempotency key (`keyed`), that sending it again with the same key is safe.
 */
export function outcomeUnknownError(keyed: boolean): GraphQLError {
  return apiError(
    'OUTCOME_UNKNOWN',
    keyed ? messages.outcomeUnknown.retrySafe : messages.outcomeUnknown.check,
    {
      retrySafe: keyed,
    },
  );
}

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Field names as the GraphQL inputs spell them (`release_year` → `releaseYear`). */
function camelKeys(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [camelCase(key), value]));
}

/** Seconds from a `Retry-After` header (a number of seconds or an HTTP date); undefined when absent. */
function retryAfterSeconds(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/**
 * The one map from a REST answer (status, `error` text and `Retry-After`) to a GraphQL error code.
 * A refusal for too many requests tells when to try again (`extensions.retryAfter`, seconds) when
 * the service said so.
 */
export function fromRestAnswer(status: number, body: unknown, retryAfter?: string): GraphQLError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' && record.error !== '' ? record.error : undefined;
  if (status === 401) return apiError('UNAUTHENTICATED', message ?? messages.authenticationRequired);
  // A missing verification keeps its own code, so that a client can offer to send the link again.
  if (status === 403 && record.code === 'EMAIL_NOT_VERIFIED' && message) {
    return apiError('EMAIL_NOT_VERIFIED', message);
  }
  if (status === 403) return apiError('FORBIDDEN', message ?? 'Access denied');
  if (status === 404) return apiError('NOT_FOUND', message ?? 'Not found');
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfter);
    return apiError(
      'RATE_LIMITED',
      message ?? messages.tooManyRequests,
      seconds === undefined ? {} : { retryAfter: seconds },
    );
  }
  // A proof-of-work challenge to solve before the same request is sent again (auth/challenges).
  if (status === 428 && record.code === 'CHALLENGE_REQUIRED' && typeof record.challenge === 'object') {
    return apiError('CHALLENGE_REQUIRED', message ?? messages.challenge.required, {
      challenge: record.challenge,
    });
  }
  if (status >= 400 && status < 500) {
    const fields = typeof record.fields === 'object' && record.fields !== null ? record.fields : undefined;
    return apiError(
      'BAD_USER_INPUT',
      message ?? 'Invalid request',
      fields ? { fields: camelKeys(fields) } : {},
    );
  }
  return apiError('UPSTREAM_UNAVAILABLE', answerTexts.serviceUnavailable);
}

import { GraphQLError } from 'graphql';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UPSTREAM_UNAVAILABLE';

export const upstreamUnavailableMessage = 'The game service is unavailable. Please try again later.';
export const rateLimitedMessage = 'Rate limit exceeded. Please try again later.';

export function apiError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * The REST service cannot take this call now (down, too slow, or every connection to it busy), and
 * will likely take one again after `retryAfter` seconds. An answer left without any data for this
 * reason goes out as HTTP 503 with `Retry-After` (see `unavailableStatus.ts`).
 */
export function unavailableError(retryAfterSeconds: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return apiError('UPSTREAM_UNAVAILABLE', upstreamUnavailableMessage, { retryAfter });
}

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Field names as the GraphQL inputs spell them (`release_year` → `releaseYear`). */
function camelKeys(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [camelCase(key), value]));
}

/** The one map from a REST answer (status and `error` text) to a GraphQL error code. */
export function fromRestAnswer(status: number, body: unknown): GraphQLError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' && record.error !== '' ? record.error : undefined;
  if (status === 401) return apiError('UNAUTHENTICATED', message ?? 'Authentication required');
  if (status === 403) return apiError('FORBIDDEN', message ?? 'Access denied');
  if (status === 404) return apiError('NOT_FOUND', message ?? 'Not found');
  if (status === 429) return apiError('RATE_LIMITED', message ?? rateLimitedMessage);
  if (status >= 400 && status < 500) {
    const fields = typeof record.fields === 'object' && record.fields !== null ? record.fields : undefined;
    return apiError(
      'BAD_USER_INPUT',
      message ?? 'Invalid request',
      fields ? { fields: camelKeys(fields) } : {},
    );
  }
  return apiError('UPSTREAM_UNAVAILABLE', upstreamUnavailableMessage);
}

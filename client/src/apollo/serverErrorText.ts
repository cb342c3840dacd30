import { CombinedGraphQLErrors } from '@apollo/client';

/** Codes whose message says nothing a visitor can act on; the caller's own fallback reads better. */
const opaqueCodes = new Set(['INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);

/** The text the server gave for a failed operation, or `fallback` when it gave none worth showing. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const first = error.errors.find(({ extensions }) => !opaqueCodes.has(String(extensions?.code)));
  return first?.message || fallback;
}

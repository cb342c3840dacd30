import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether the server refused the session. The error link has then ended it with its own toast, so
 * the page adds none: the guard takes the visitor to the login.
 */
export function isSessionEnded(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(({ extensions }) => extensions?.code === 'UNAUTHENTICATED')
  );
}

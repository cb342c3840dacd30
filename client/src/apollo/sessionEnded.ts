import type { ApolloLink } from '@apollo/client';
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

/** The context of the logout call (`{ endsSession: true }`). */
export interface SessionEndingContext {
  endsSession?: boolean;
}

/**
 * Whether the operation is the logout: the visitor is signed out here whatever it answers, so the
 * error link says nothing about it (not even that a token the server had already refused has ended).
 */
export const endsSession = (operation: ApolloLink.Operation): boolean =>
  (operation.getContext() as SessionEndingContext).endsSession === true;

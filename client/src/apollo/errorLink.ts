import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

import { answerTexts } from '../../../shared/validation/answerTexts.ts';
import { toast } from '../components/toasts/toast.ts';
import { clearSession, getSession } from '../lib/session.ts';
import { endsSession } from './sessionEnded.ts';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

const toastOnce = (message: string) => toast.error(message, { toastId: message });

/**
 * The one place that reacts to failures every page shares: the service being down or refusing
 * (toast), and a session the server no longer accepts (ended once, with one toast). Errors that
 * belong to a form or a page (BAD_USER_INPUT, NOT_FOUND) are left to that page, and the logout's
 * are nobody's concern (the visitor is signed out here already).
 */
export function createErrorLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (endsSession(operation)) return;
    if (CombinedGraphQLErrors.is(error)) {
      for (const { extensions, message } of error.errors) {
        const code = extensions?.code;
        if (code === 'UNAUTHENTICATED' && getSession()) {
          clearSession();
          toastOnce(sessionEndedMessage);
        } else if (code === 'RATE_LIMITED' || code === 'UPSTREAM_UNAVAILABLE' || code === 'OUTCOME_UNKNOWN') {
          toastOnce(message);
        }
      }
      return;
    }
    if (ServerError.is(error) && error.statusCode === 429) return;
    if (typeof window !== 'undefined') toastOnce(answerTexts.serviceUnavailable);
  });
}

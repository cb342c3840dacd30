import { useApolloClient } from '@apollo/client/react';

import { messages } from '../../../../shared/validation/messages.ts';
import type { SessionEndingContext } from '../../apollo/sessionEnded.ts';
import { toast } from '../../components/toasts/toast.ts';
import { clearSession, getSession } from '../../lib/session.ts';
import { AccountLogoutMutation } from './mutations.ts';

/**
 * The logout of the site and of the console: the server is told to end the token, and the session
 * here ends at once (SPEC 4), whatever the server answers or however long it takes. The token goes
 * with the call itself: the stored session is gone before the call leaves. Ending the session also
 * empties the Apollo cache (apollo/visitorCache.ts).
 */
export function useLogout(): () => void {
  const client = useApolloClient();
  return () => {
    const token = getSession()?.token;
    if (token) {
      const context: SessionEndingContext & { headers: Record<string, string> } = {
        endsSession: true,
        headers: { authorization: `Bearer ${token}` },
      };
      client.mutate({ mutation: AccountLogoutMutation, context }).catch(() => undefined);
    }
    clearSession();
    toast.success(messages.session.loggedOut);
  };
}

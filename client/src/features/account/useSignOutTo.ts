import { createContext, useContext } from 'react';

import { clearSession } from '../../lib/session.ts';

export const SignOutToContext = createContext<(path: string) => void>(() => clearSession());

/**
 * For an account page whose action ends the session itself (sign out everywhere, the account
 * deleted): ends the session here and goes to `path`. The account guard provides it, so that it
 * does not send the visitor to the login (and back to this page) as it does when a session ends
 * by itself.
 */
export const useSignOutTo = (): ((path: string) => void) => useContext(SignOutToContext);

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { loginRedirectState } from '../../../lib/loginRedirect.ts';
import { useSession } from '../../../lib/session.ts';
import { accountUrls } from '../urls.ts';

/**
 * The account pages' guard: without a session to /login, remembering where the visitor was going
 * (the login returns them there). A session that ends while the page is open (logout, a token the
 * server refused) lands here too, once: the login page asks for nothing that needs a session.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={accountUrls.login} replace state={loginRedirectState(location)} />;
  return children;
}

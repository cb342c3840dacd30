import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { loginRedirectState } from '../../../lib/loginRedirect.ts';
import { clearSession, useSession } from '../../../lib/session.ts';
import { accountUrls } from '../urls.ts';
import { SignOutToContext } from '../useSignOutTo.ts';

/** The page has gone: the session ends and the visitor moves on to `path`. */
function SignedOutTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}

/**
 * The account pages' guard: without a session to /login, remembering where the visitor was going
 * (the login returns them there). A session that ends while the page is open (logout, a token the
 * server refused) lands here too, once: the login page asks for nothing that needs a session. A
 * page that ends the session itself says where to go instead (`useSignOutTo`).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [leavingFor, setLeavingFor] = useState<string>();
  if (leavingFor !== undefined) return <SignedOutTo path={leavingFor} />;
  if (!session) return <Navigate to={accountUrls.login} replace state={loginRedirectState(location)} />;
  return <SignOutToContext value={setLeavingFor}>{children}</SignOutToContext>;
}

import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { PageLoading } from '../../../components/layout/PageLoading.tsx';
import { loginRedirectState } from '../../../lib/loginRedirect.ts';
import { useSession } from '../../../lib/session.ts';
import { TwoFactorStatusQuery } from '../../account/twoFactor/queries.ts';
import { useServerRole } from '../../account/useServerRole.ts';
import { mayOpen } from '../consoleSections.ts';
import { adminUrls } from '../urls.ts';
import { TwoFactorEnrolmentScreen } from './TwoFactorEnrolmentScreen.tsx';

/**
 * The console's guard (SPEC 2.18): without a session to the login, remembering where the visitor
 * was going; with a role the page does not admit to /admin/unauthorized; otherwise the page. A
 * session that ends while a page is open (logout, a token the server refused) lands here too.
 * The role is the server's answer for the session's token as soon as it arrives: the stored one
 * only opens the frame meanwhile (every console query and action is the server's to refuse).
 * While the site requires staff to sign in with a second factor, an account without one sees the
 * set-up and nothing else until it is done.
 */
export function RequireConsoleRole({ children }: { children: ReactNode }) {
  const session = useSession();
  const server = useServerRole(true);
  const location = useLocation();
  const twoFactor = useQuery(TwoFactorStatusQuery, { skip: !session, fetchPolicy: 'network-only' });
  if (!session) return <Navigate to={adminUrls.login} replace state={loginRedirectState(location)} />;
  const role = server.answered ? server.role : session.user.role;
  if (!mayOpen(role, location.pathname)) return <Navigate to={adminUrls.unauthorized} replace />;
  const status = twoFactor.data?.twoFactorStatus;
  // A failed check opens the frame: the server refuses staff work to whoever it must.
  if (!status && !twoFactor.error) return <PageLoading label="Loading..." />;
  if (status?.required && !status.enabled) {
    return <TwoFactorEnrolmentScreen onEnrolled={() => twoFactor.refetch().catch(() => undefined)} />;
  }
  return children;
}

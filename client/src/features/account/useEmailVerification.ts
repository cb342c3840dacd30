import { useQuery } from '@apollo/client/react';

import { useSession } from '../../lib/session.ts';
import { AccountProfileQuery } from './queries.ts';

/**
 * Whether the signed-in visitor still has to verify their address (the server's `me` says so).
 * Visitors who are signed out, and accounts the server counts as verified, have nothing to do.
 */
export function useEmailVerification(): { unverified: boolean } {
  const signedIn = useSession() !== null;
  const { data } = useQuery(AccountProfileQuery, { skip: !signedIn });
  return { unverified: signedIn && data?.me?.emailVerified === false };
}

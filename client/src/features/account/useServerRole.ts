import { useQuery } from '@apollo/client/react';

import { useSession } from '../../lib/session.ts';
import { AccountProfileQuery } from './queries.ts';

export interface ServerRole {
  /** The server answered for this session's token. */
  answered: boolean;
  /** The role it named: undefined while signed out, until it answers, or for a token of no account. */
  role: string | undefined;
}

/**
 * The signed-in visitor's role as the API answers it for their token (`me`), never the role kept
 * in browser storage, which anyone can edit. Asks only when `wanted` (no request where the role
 * decides nothing), once per signed-in visitor (the answer stays in the cache).
 */
export function useServerRole(wanted: boolean): ServerRole {
  const signedIn = useSession() !== null;
  const { data } = useQuery(AccountProfileQuery, { skip: !wanted || !signedIn });
  return signedIn && data ? { answered: true, role: data.me?.role } : { answered: false, role: undefined };
}

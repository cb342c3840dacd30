import { SetContextLink } from '@apollo/client/link/context';

import { getSession } from '../lib/session.ts';

/** Sends the session's token as a bearer token; anonymous calls carry none. */
export function createAuthLink(): SetContextLink {
  return new SetContextLink((prevContext) => {
    const token = getSession()?.token;
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });
}

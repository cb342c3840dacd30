import type { ApolloClient } from '@apollo/client';

import { getSession, onSessionChange } from '../lib/session.ts';

/**
 * Empties the cache whenever the signed-in visitor changes: a logout, a sign-in, a session the
 * server ended, or any of these in another tab. One visitor's favorites, downloads and settings
 * never show for the next. A renewed token or a changed email (same visitor) keeps the cache.
 */
export function clearCacheOnVisitorChange(client: ApolloClient): () => void {
  let visitor = getSession()?.user.id ?? null;
  return onSessionChange(() => {
    const next = getSession()?.user.id ?? null;
    if (next === visitor) return;
    visitor = next;
    void client.clearStore();
  });
}

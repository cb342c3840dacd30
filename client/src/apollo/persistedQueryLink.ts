import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Queries go out as GET requests that name the query by its hash (automatic persisted queries; the
 * text follows only when the server asks for it), so the browser and any shared cache can keep
 * public answers and revalidate them. Web Crypto, which hashes, exists only on secure pages
 * (HTTPS or localhost): elsewhere queries are posted as before.
 */
export function createPersistedQueryLink(): ApolloLink {
  if (!globalThis.crypto?.subtle) return new ApolloLink((operation, forward) => forward(operation));
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
}

export const isQuery = (operation: ApolloLink.Operation): boolean => operation.operationType === 'query';

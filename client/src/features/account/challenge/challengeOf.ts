import { CombinedGraphQLErrors } from '@apollo/client';
import type { Challenge } from 'altcha-lib';

/** The proof-of-work challenge an answer asks for (code CHALLENGE_REQUIRED), if it asks for one. */
export function challengeOf(error: unknown): Challenge | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const asked = error.errors.find(({ extensions }) => extensions?.code === 'CHALLENGE_REQUIRED');
  const challenge: unknown = asked?.extensions?.challenge;
  if (typeof challenge !== 'object' || challenge === null || !('parameters' in challenge)) return undefined;
  return challenge as Challenge;
}

import { useCallback, useState } from 'react';

import { challengeOf } from './challengeOf.ts';

/**
 * Sends a sign-in or registration; when the server asks for a proof-of-work challenge first (only
 * under a flood), solves it and sends the same request again with the solution. `checking` is
 * true while the browser works, for the form to say so.
 */
export function useChallengedSend() {
  const [checking, setChecking] = useState(false);
  const send = useCallback(async <T>(attempt: (altcha?: string) => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge) throw error;
      setChecking(true);
      try {
        // Loaded only when asked: most visitors never need the solver.
        const { solvedChallenge } = await import('./solvedChallenge.ts');
        return await attempt(await solvedChallenge(challenge));
      } finally {
        setChecking(false);
      }
    }
  }, []);
  return { checking, send };
}

import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longer than any challenge takes a slow phone; past it the sign-in fails as it would have. */
const giveUpAfterMs = 60_000;

/**
 * Solves the server's challenge with Web Crypto (PBKDF2 runs natively, off the page's thread) and
 * answers it as the `altcha` input carries it: the ALTCHA payload's JSON in base64.
 */
export async function solvedChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: giveUpAfterMs });
  if (!solution) throw new Error('The browser check took too long');
  return btoa(JSON.stringify({ challenge, solution }));
}

import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const encoded = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

/**
 * Solves a challenge as a browser would, and encodes the answer as the `altcha` field carries it;
 * `alter` may change the challenge afterwards, as a cheat would.
 */
export async function solved(challenge: Challenge, alter = (sent: Challenge) => sent): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the challenge could not be solved');
  return encoded({ challenge: alter(challenge), solution });
}

/** A payload with the right shape and a wrong answer. */
export function wronglySolved(challenge: Challenge): string {
  return encoded({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } });
}

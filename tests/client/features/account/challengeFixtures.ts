import { webcrypto } from 'node:crypto';

import type { Challenge } from 'altcha-lib';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

import { messages } from '../../../../shared/validation/messages.ts';

const secrets = { hmacSignatureSecret: 'client-test', hmacKeySignatureSecret: 'client-test-key' };

/** jsdom has no Web Crypto digest or key derivation: the browser's solver gets Node's, which is the same API. */
export function withWebCrypto(): void {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  }
}

/** A challenge as the server makes them, easy enough for a test to solve at once. */
export const easyChallenge = (): Promise<Challenge> =>
  createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 30, deriveKey, ...secrets });

/** The server's answer asking for the challenge to be solved first. */
export const challengeRequired = (challenge: Challenge) => ({
  errors: [{ message: messages.challenge.required, extensions: { code: 'CHALLENGE_REQUIRED', challenge } }],
});

/** Whether the `altcha` field a form sent solves `challenge`, checked as the server checks it. */
export async function solves(altcha: unknown, challenge: Challenge): Promise<boolean> {
  if (typeof altcha !== 'string') return false;
  const payload = JSON.parse(atob(altcha)) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
  if (JSON.stringify(payload.challenge) !== JSON.stringify(challenge)) return false;
  return (await verifySolution({ ...payload, deriveKey, ...secrets })).verified;
}

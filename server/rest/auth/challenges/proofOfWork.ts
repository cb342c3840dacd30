import { createHmac } from 'node:crypto';

import type { Challenge, Payload } from 'altcha-lib';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { RateLimiterStore } from '../../../cluster/rateLimiterStore.ts';
import type { Limits } from '../../../config.ts';
import { takePoint } from '../../express/rateLimits.ts';

/** The key derivation a browser runs natively (Web Crypto), so it spends its time on the work. */
const algorithm = 'PBKDF2/SHA-256';
/** A solution as the client sends it: base64 of the ALTCHA payload's JSON; far below this in practice. */
const maxPayloadChars = 4096;

/** Separate keys for the two signatures, both from the server's one secret. */
const derivedSecret = (secret: string, use: string) => createHmac('sha256', secret).update(use).digest('hex');

type PowLimits = Pick<Limits, 'challengeCost' | 'challengeMaxTries' | 'challengeLifetimeSeconds'>;

/** The payload the client sent, if it has the shape of one; anything else is no solution. */
function readPayload(sent: unknown): Payload | undefined {
  if (typeof sent !== 'string' || sent.length === 0 || sent.length > maxPayloadChars) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(sent, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { challenge, solution } = payload as Partial<Payload>;
    if (typeof challenge?.parameters !== 'object' || typeof challenge.signature !== 'string')
      return undefined;
    if (typeof solution !== 'object' || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof-of-work challenges: signed with a key derived from the server's secret, so that any
 * instance can check one, valid for a short while, and spent by their first use (counted in the
 * shared limiter store, so on every instance). The server picks the answer when it makes the
 * challenge and signs it, so checking costs one HMAC, not the client's work again.
 */
export function proofOfWork(limits: PowLimits, limiters: RateLimiterStore, secret: string) {
  const hmacSignatureSecret = derivedSecret(secret, 'gamevault:challenge');
  const hmacKeySignatureSecret = derivedSecret(secret, 'gamevault:challenge-key');
  const spent: RateLimiterAbstract = limiters.limiter('auth.challenges.spent', {
    points: 1,
    durationSeconds: limits.challengeLifetimeSeconds + 1,
  });

  return {
    create(): Promise<Challenge> {
      return createChallenge({
        algorithm,
        cost: limits.challengeCost,
        counter: randomInt(limits.challengeMaxTries, Math.ceil(limits.challengeMaxTries / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + limits.challengeLifetimeSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    /** Whether `sent` solves a challenge of this server that is unexpired and was never used. */
    async solves(sent: unknown): Promise<boolean> {
      const payload = readPayload(sent);
      if (!payload || payload.challenge.parameters.algorithm !== algorithm) return false;
      const result = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      return (await takePoint(spent, payload.challenge.signature ?? '')).ok;
    },
  };
}

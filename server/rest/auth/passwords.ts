import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

import type { Limits } from '../../config.ts';
import { serverBusy } from '../express/HttpError.ts';
import type { HashingLane } from './hashingLanes.ts';
import { hashingLanes, LaneRefusedError } from './hashingLanes.ts';

// The package exports `Algorithm` as a const enum, which erasable TypeScript cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes without any cap: only for startup work (first admin, demo accounts), never per request. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throwaway hash when there is no such user,
 * so that unknown and known accounts take the same time to answer.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}

/**
 * argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * compression and file reads share. Hashing never takes more than all but two of its threads.
 */
export function hashingSlots(wanted: number, threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4) {
  return Math.max(1, Math.min(wanted, threadPoolSize - 2));
}

/**
 * Password hashing and checking for requests, in two lanes (see hashingLanes.ts): a few at a time
 * and a short queue, beyond which the request answers 429 with Retry-After at once. Sign-ins of
 * existing accounts go first; the throwaway checks of unknown emails and registrations wait
 * behind them in a shorter queue and are the first refused. A flood of password work cannot
 * starve sign-ins of others, compression or file reads, and, being a 429 like every other limit,
 * it never reads as an outage to the GraphQL layer's circuit breaker.
 */
export function passwordHasher(limits: Limits) {
  const stats = { runs: 0, refused: 0, refusedAnonymous: 0 };
  const lanes = hashingLanes({
    slots: hashingSlots(limits.hashingConcurrency),
    queued: limits.hashingQueueLength,
    anonymousQueued: Math.min(limits.hashingAnonymousQueueLength, limits.hashingQueueLength),
  });
  /** A running mean of how long a check takes, for answers that must take as long without one. */
  let typicalCheckMs = 0;
  const gated = async <T>(lane: HashingLane, work: () => Promise<T>): Promise<T> => {
    try {
      return await lanes.run(lane, () => {
        stats.runs += 1;
        return work();
      });
    } catch (error) {
      if (!(error instanceof LaneRefusedError)) throw error;
      stats.refused += 1;
      if (error.lane === 'anonymous') stats.refusedAnonymous += 1;
      throw serverBusy();
    }
  };

  return {
    /** A new account's password is `anonymous` work; any other new password is a known caller's. */
    hash: (password: string, lane: HashingLane = 'known') => gated(lane, () => hashPassword(password)),
    /** Checks against an account's hash (known lane), or a throwaway one for an unknown email. */
    verify: (storedHash: string | undefined, password: string) =>
      gated(storedHash === undefined ? 'anonymous' : 'known', async () => {
        const started = performance.now();
        const matches = await verifyPassword(storedHash, password);
        const ms = performance.now() - started;
        typicalCheckMs = typicalCheckMs === 0 ? ms : typicalCheckMs * 0.9 + ms * 0.1;
        return matches;
      }),
    /** How long a password check typically takes here (0 before the first one). */
    typicalCheckMs: () => typicalCheckMs,
    /** argon2 runs started and requests refused by the gate, since the server started. */
    stats: () => ({ ...stats }),
    load: lanes.load,
  };
}

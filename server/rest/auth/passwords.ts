import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { bulkhead, BulkheadRejectedError } from 'cockatiel';

import type { Limits } from '../../config.ts';
import { serverBusy } from '../express/HttpError.ts';

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
 * Password hashing and checking for requests, through a bulkhead: a few at a time and a short
 * queue, beyond which the request answers 429 with Retry-After at once. A flood of password work
 * cannot starve logins of others, compression or file reads, and, being a 429 like every other
 * limit, it never reads as an outage to the GraphQL layer's circuit breaker.
 */
export function passwordHasher(limits: Limits) {
  const stats = { runs: 0, refused: 0 };
  const slots = bulkhead(hashingSlots(limits.hashingConcurrency), limits.hashingQueueLength);
  const gated = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await slots.execute(() => {
        stats.runs += 1;
        return work();
      });
    } catch (error) {
      if (!(error instanceof BulkheadRejectedError)) throw error;
      stats.refused += 1;
      throw serverBusy();
    }
  };

  return {
    hash: (password: string) => gated(() => hashPassword(password)),
    verify: (storedHash: string | undefined, password: string) =>
      gated(() => verifyPassword(storedHash, password)),
    /** argon2 runs started and requests refused by the gate, since the server started. */
    stats: () => ({ ...stats }),
  };
}

import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

// The package exports `Algorithm` as a const enum, which erasable TypeScript cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

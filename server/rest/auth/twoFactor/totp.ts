import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

/**
 * Codes of the step before and after the current one are accepted too (a phone's clock a little
 * off, a code typed as it changed); more would give a guesser more codes to hit.
 */
const driftSeconds = 30;

export const totpCodePattern = /^\d{6}$/;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 for the apps. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** What an authenticator app scans: the site's name and the account's email label the entry. */
export const otpauthUri = (issuer: string, email: string, secret: string): string =>
  generateURI({ issuer, label: email, secret, period });

/**
 * The time step of `code` when it is valid now (within the drift) and newer than `afterStep`,
 * else undefined. The comparison is constant-time (otplib).
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!totpCodePattern.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    period,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: driftSeconds,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

import { hkdfSync, randomUUID } from 'node:crypto';

import jwt from 'jsonwebtoken';

const issuer = 'gamevault';
const audience = 'gamevault-two-factor';
const tokenType = 'two-factor-challenge';

/** How long a password check stays good for the code that must follow it. */
export const challengeSeconds = 5 * 60;

/** What the password step established, carried to the code step. */
export interface ChallengeClaims {
  userId: number;
  /** The account's token version: a password change or sign-out everywhere meanwhile voids it. */
  version: number;
  rememberMe: boolean;
  /** Issued by the console's sign-in (which refused non-staff already). */
  console: boolean;
}

export interface VerifiedChallenge extends ChallengeClaims {
  /** Unique per challenge: its wrong codes are counted under it. */
  id: string;
  /** When the password was entered (the challenge's issue time, Unix seconds). */
  passwordEnteredAt: number;
}

/**
 * Proof that the password was right, good only for the second step of that sign-in. It is not an
 * access token: signed with its own key (drawn from the token key, so no new secret to keep), its
 * own audience and type, and short-lived; the access tokens' check refuses it on all three counts.
 */
export function challengeTokens(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'gamevault two-factor challenge', 32));
  return {
    sign(claims: ChallengeClaims): string {
      return jwt.sign(
        { typ: tokenType, ver: claims.version, rem: claims.rememberMe, con: claims.console },
        key,
        {
          algorithm: 'HS256',
          jwtid: randomUUID(),
          subject: String(claims.userId),
          issuer,
          audience,
          expiresIn: challengeSeconds,
        },
      );
    },
    verify(token: string): VerifiedChallenge | null {
      try {
        const { header, payload } = jwt.verify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          maxAge: challengeSeconds,
          complete: true,
        });
        if (Object.hasOwn(header, 'crit') || typeof payload !== 'object') return null;
        const userId = Number(payload.sub);
        if (
          payload.typ !== tokenType ||
          typeof payload.exp !== 'number' ||
          typeof payload.iat !== 'number' ||
          typeof payload.jti !== 'string'
        ) {
          return null;
        }
        if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(payload.ver)) return null;
        return {
          id: payload.jti,
          passwordEnteredAt: payload.iat,
          userId,
          version: payload.ver as number,
          rememberMe: payload.rem === true,
          console: payload.con === true,
        };
      } catch {
        return null;
      }
    },
  };
}

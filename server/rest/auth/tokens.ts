import { createHash, randomUUID } from 'node:crypto';

import jwt from 'jsonwebtoken';

const issuer = 'gamevault';
const audience = 'gamevault-api';
const tokenType = 'access';

/** How far past its expiry a token is still accepted (clocks of other machines drift). */
const clockToleranceSeconds = 30;

export interface TokenClaims {
  userId: number;
  version: number;
}

export interface VerifiedToken extends TokenClaims {
  /** The last moment the token is accepted: its expiry plus the clock tolerance (ISO 8601, UTC). */
  acceptedUntil: string;
}

/** What the revoked-token list keeps of a token: it names the token and opens nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new session's token. Its random `jti` makes every token unique, so that signing out one session
 * never ends another issued in the same second; nothing checks it (revocation is by the token's hash,
 * which also covers tokens issued before it existed).
 */
export function signToken(secret: string, claims: TokenClaims, ttlSeconds: number): string {
  return jwt.sign({ typ: tokenType, ver: claims.version }, secret, {
    algorithm: 'HS256',
    jwtid: randomUUID(),
    subject: String(claims.userId),
    issuer,
    audience,
    expiresIn: ttlSeconds,
  });
}

/**
 * Verifies signature (HS256 only), issuer, audience, expiry and purpose. A token without `exp`
 * is refused: jsonwebtoken itself accepts one.
 */
export function verifyToken(secret: string, token: string): VerifiedToken | null {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer,
      audience,
      clockTolerance: clockToleranceSeconds,
    });
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    if (payload.typ !== tokenType || !Number.isInteger(payload.ver)) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    const acceptedUntil = new Date((payload.exp + clockToleranceSeconds) * 1000).toISOString();
    return { userId, version: payload.ver as number, acceptedUntil };
  } catch {
    return null;
  }
}

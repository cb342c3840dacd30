import { createHash, randomUUID } from 'node:crypto';

import jwt from 'jsonwebtoken';

const issuer = 'gamevault';
const audience = 'gamevault-api';
const tokenType = 'access';

/**
 * How far a token's times may stray from this server's clock (clocks of other machines drift):
 * past its expiry, and ahead of its issue time.
 */
const clockToleranceSeconds = 30;

export interface TokenRules {
  secret: string;
  /** The longest lifetime this server gives a token; a later `exp` was never issued here. */
  longestLifetimeSeconds: number;
}

export interface TokenClaims {
  userId: number;
  version: number;
  /**
   * When the account's password was last entered for this session (Unix seconds; the standard
   * `auth_time` claim): now at a sign-in, a registration, a password change or reset; the old
   * token's own when a token is issued again without a password.
   */
  authTime: number;
}

export interface VerifiedToken extends Omit<TokenClaims, 'authTime'> {
  /** The last moment the token is accepted: its expiry plus the clock tolerance (ISO 8601, UTC). */
  acceptedUntil: string;
  /** Absent from a token issued before the claim existed: such a session counts as not recent. */
  authTime: number | undefined;
}

/** The present moment as `authTime` counts it. */
export const authTimeNow = (): number => Math.floor(Date.now() / 1000);

/** What the revoked-token list keeps of a token: it names the token and opens nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new session's token. Its random `jti` makes every token unique, so that signing out one session
 * never ends another issued in the same second; nothing checks it (revocation is by the token's hash,
 * which also covers tokens issued before it existed).
 */
export function signToken(secret: string, claims: TokenClaims, ttlSeconds: number): string {
  return jwt.sign({ typ: tokenType, ver: claims.version, auth_time: claims.authTime }, secret, {
    algorithm: 'HS256',
    jwtid: randomUUID(),
    subject: String(claims.userId),
    issuer,
    audience,
    expiresIn: ttlSeconds,
  });
}

/**
 * The token's expiry, when its times could be this server's: issued no later than now (give or
 * take the tolerance) and expiring within the longest lifetime the server gives from now. A token
 * without `exp` has none: jsonwebtoken itself accepts one.
 */
function plausibleExpiry(payload: jwt.JwtPayload, rules: TokenRules, nowSeconds: number): number | undefined {
  const { iat, exp } = payload;
  if (typeof exp !== 'number' || exp > nowSeconds + rules.longestLifetimeSeconds + clockToleranceSeconds) {
    return undefined;
  }
  if (iat !== undefined && (typeof iat !== 'number' || iat > nowSeconds + clockToleranceSeconds)) {
    return undefined;
  }
  return exp;
}

/** `auth_time` when it is a time no later than the token's expiry; else none (not recent). */
function plausibleAuthTime(payload: jwt.JwtPayload, exp: number): number | undefined {
  const authTime: unknown = payload.auth_time;
  return typeof authTime === 'number' && Number.isInteger(authTime) && authTime <= exp ? authTime : undefined;
}

/**
 * Verifies signature (HS256 only), issuer, audience, expiry, issue time and purpose. A header
 * that names critical extensions (`crit`) is refused: this server understands none (RFC 7515
 * 4.1.11), and jsonwebtoken ignores the header.
 */
export function verifyToken(rules: TokenRules, token: string): VerifiedToken | null {
  try {
    const { header, payload } = jwt.verify(token, rules.secret, {
      algorithms: ['HS256'],
      issuer,
      audience,
      clockTolerance: clockToleranceSeconds,
      complete: true,
    });
    if (Object.hasOwn(header, 'crit') || typeof payload !== 'object') return null;
    const exp = plausibleExpiry(payload, rules, Math.floor(Date.now() / 1000));
    if (exp === undefined) return null;
    if (payload.typ !== tokenType || !Number.isInteger(payload.ver)) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    const acceptedUntil = new Date((exp + clockToleranceSeconds) * 1000).toISOString();
    return {
      userId,
      version: payload.ver as number,
      acceptedUntil,
      authTime: plausibleAuthTime(payload, exp),
    };
  } catch {
    return null;
  }
}

import jwt from 'jsonwebtoken';

const issuer = 'gamevault';
const audience = 'gamevault-api';
const tokenType = 'access';

export interface TokenClaims {
  userId: number;
  version: number;
}

export function signToken(secret: string, claims: TokenClaims, ttlSeconds: number): string {
  return jwt.sign({ typ: tokenType, ver: claims.version }, secret, {
    algorithm: 'HS256',
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
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer,
      audience,
      clockTolerance: 30,
    });
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    if (payload.typ !== tokenType || !Number.isInteger(payload.ver)) return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    return { userId, version: payload.ver as number };
  } catch {
    return null;
  }
}

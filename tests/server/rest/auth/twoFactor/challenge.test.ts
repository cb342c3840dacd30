import { describe, expect, test } from '@jest/globals';
import jwt from 'jsonwebtoken';

import { authTimeNow, signToken, verifyToken } from '../../../../../server/rest/auth/tokens.ts';
import { challengeTokens } from '../../../../../server/rest/auth/twoFactor/challenge.ts';

const secret = 'a-test-signing-key-of-at-least-32-bytes!';
const claims = { userId: 7, version: 2, rememberMe: true, console: false };

describe('two-factor sign-in challenges', () => {
  const challenges = challengeTokens(secret);

  test('carry what the password step established, with an id of their own', () => {
    const first = challenges.verify(challenges.sign(claims));
    expect(first).toEqual({ ...claims, id: expect.any(String), passwordEnteredAt: expect.any(Number) });
    expect(Math.abs((first?.passwordEnteredAt ?? 0) - authTimeNow())).toBeLessThanOrEqual(1);
    expect(challenges.verify(challenges.sign(claims))?.id).not.toBe(first?.id);
  });

  test('are no access tokens, and access tokens are no challenges', () => {
    const challenge = challenges.sign(claims);
    expect(verifyToken({ secret, longestLifetimeSeconds: 3600 }, challenge)).toBeNull();
    expect(
      challenges.verify(signToken(secret, { userId: 7, version: 2, authTime: authTimeNow() }, 300)),
    ).toBeNull();
  });

  test('refuse another key, another type, and a lifetime beyond five minutes', () => {
    expect(challengeTokens(`${secret}-other`).verify(challenges.sign(claims))).toBeNull();
    const decoded = jwt.decode(challenges.sign(claims)) as jwt.JwtPayload;
    const resigned = (payload: object) => jwt.sign(payload, secret, { algorithm: 'HS256' });
    // Signed with the token key itself (not the challenge key drawn from it): refused.
    expect(challenges.verify(resigned(decoded))).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const long = jwt.decode(challenges.sign(claims)) as jwt.JwtPayload;
    expect(challenges.verify(resigned({ ...long, iat: now - 600, exp: now + 600 }))).toBeNull();
  });
});

import { expect, jest } from '@jest/globals';
import { generate } from 'otplib';

import type { HttpClient } from './http.ts';

/** The codes an authenticator app shows for `secret`, at the (possibly faked) current time. */
export const authenticatorCode = (secret: string, offsetSeconds = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/**
 * Moves the faked clock on to the next 30-second step and answers its code: each code opens once,
 * so a test that needs another one waits for it, as a person would. Needs `fakeDate`.
 */
export async function nextAuthenticatorCode(secret: string): Promise<string> {
  jest.setSystemTime(Date.now() + 30_000);
  return authenticatorCode(secret);
}

/** Turns two-factor sign-in on for the token's account through `two_factor.php`. */
export async function enrolTwoFactor(request: HttpClient, token: string) {
  const setup = await request('POST', '/api/two_factor.php?action=setup', { token, json: {} });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await request('POST', '/api/two_factor.php?action=enable', {
    token,
    json: { code: await authenticatorCode(secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recovery_codes as string[] };
}

/** Both steps of signing in over REST; answers the second step's response. */
export async function signInWithCode(
  request: HttpClient,
  credentials: { email: string; password: string; isAdminLogin?: boolean },
  code: string,
) {
  const first = await request('POST', '/api/auth.php?action=login', { json: credentials });
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_in: 300 });
  return request('POST', '/api/auth.php?action=two-factor', {
    json: { challenge: first.body.challenge, code },
  });
}

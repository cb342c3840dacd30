import { expect, test } from '@jest/globals';

import { requireVerifiedEmail } from '../../../../server/rest/auth/requireVerifiedEmail.ts';
import type { Viewer } from '../../../../server/rest/auth/viewer.ts';
import { HttpError } from '../../../../server/rest/express/HttpError.ts';
import { messages } from '../../../../shared/validation/messages.ts';

const viewer = (emailVerified: boolean): Viewer => ({
  id: 7,
  email: 'player@example.com',
  role: 'user',
  tokenVersion: 0,
  authTime: undefined,
  emailVerified,
  session: { tokenHash: 'hash', acceptedUntil: '2030-01-01T00:00:00.000Z' },
});

test('a verified account may comment, rate and vote', () => {
  expect(() => requireVerifiedEmail(viewer(true))).not.toThrow();
});

test('an unverified account is refused with 403 and the reason', () => {
  let refusal: unknown;
  try {
    requireVerifiedEmail(viewer(false));
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(HttpError);
  expect(refusal).toMatchObject({
    status: 403,
    message: messages.emailVerification.required,
    details: { code: 'EMAIL_NOT_VERIFIED' },
  });
});

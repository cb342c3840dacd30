import { messages } from '../../../shared/validation/messages.ts';
import { HttpError } from '../express/HttpError.ts';
import type { Viewer } from './viewer.ts';

/**
 * For writes that speak to other visitors (comments, ratings, votes): only an account whose
 * address was proven may make them. Answers 403 with the reason otherwise.
 */
export function requireVerifiedEmail(viewer: Viewer): void {
  if (!viewer.emailVerified) {
    throw new HttpError(403, messages.emailVerification.required, { code: 'EMAIL_NOT_VERIFIED' });
  }
}

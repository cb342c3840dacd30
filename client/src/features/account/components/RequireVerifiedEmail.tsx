import type { ReactNode } from 'react';

import { useEmailVerification } from '../useEmailVerification.ts';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

/**
 * Comments, ratings and votes: a signed-in account whose address is not verified sees why it
 * cannot use them, and how to get a link, instead of the controls. Everyone else sees them.
 */
export function RequireVerifiedEmail({ children }: { children: ReactNode }) {
  const { unverified } = useEmailVerification();
  return unverified ? <VerifyEmailNotice /> : children;
}

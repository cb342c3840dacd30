import type { ReactNode } from 'react';

import { useEmailVerification } from '../useEmailVerification.ts';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

/** A signed-in visitor's side of RequireVerifiedEmail: the notice while the address is unverified. */
export default function VerifiedEmailGate({
  children,
  frame = (notice) => notice,
}: {
  children: ReactNode;
  frame?: (notice: ReactNode) => ReactNode;
}) {
  const { unverified } = useEmailVerification();
  return unverified ? frame(<VerifyEmailNotice />) : children;
}

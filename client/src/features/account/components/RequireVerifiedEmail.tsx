import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

import { useSession } from '../../../lib/session.ts';

// Public pages carry only this slot: the profile query and the notice load for signed-in visitors.
const VerifiedEmailGate = lazy(() => import('./VerifiedEmailGate.tsx'));

interface Props {
  children: ReactNode;
  /** Where the notice goes in place of the controls (a section with a heading); as it is by default. */
  frame?: (notice: ReactNode) => ReactNode;
}

/**
 * Comments, ratings and votes: a signed-in account whose address is not verified sees why it
 * cannot use them, and how to get a link, instead of the controls. Everyone else sees them.
 */
export function RequireVerifiedEmail({ children, frame }: Props) {
  const session = useSession();
  if (!session) return children;
  return (
    <Suspense fallback={children}>
      <VerifiedEmailGate frame={frame}>{children}</VerifiedEmailGate>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';

import { useSession } from '../../../lib/session.ts';
import type { FavoriteToggleProps } from './FavoriteToggle.tsx';

// Public pages carry only this slot: the toggle, its query and mutation load for signed-in visitors.
const FavoriteToggle = lazy(() => import('./FavoriteToggle.tsx'));

/**
 * Where a game's Favorite toggle goes (game page, game cards, the profile's list). Signed-out
 * visitors, the server render and hydration see nothing; the toggle appears once a session is known.
 */
export function FavoriteToggleSlot(props: FavoriteToggleProps) {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <FavoriteToggle {...props} />
    </Suspense>
  );
}

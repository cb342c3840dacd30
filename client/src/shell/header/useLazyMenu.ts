import type { MouseEvent } from 'react';
import { useId, useState } from 'react';

import { useLoadOnFirstUse } from './useLoadOnFirstUse.ts';

/**
 * A header button that opens a menu whose code loads on first use: the menu's id and anchor, and
 * the props that wire the button to them (ARIA state, warm-up on pointer or focus, open on click).
 */
export function useLazyMenu(load: () => Promise<unknown>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { used, markUsed, warm } = useLoadOnFirstUse(load);
  const id = useId();
  return {
    /** True once opened: the menu stays mounted afterwards, for its closing transition. */
    used,
    menuProps: { id, anchor, onClose: () => setAnchor(null) },
    triggerProps: {
      'aria-haspopup': 'true' as const,
      'aria-expanded': anchor ? ('true' as const) : ('false' as const),
      'aria-controls': anchor ? id : undefined,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: (event: MouseEvent<HTMLElement>) => {
        markUsed();
        setAnchor(event.currentTarget);
      },
    },
  };
}

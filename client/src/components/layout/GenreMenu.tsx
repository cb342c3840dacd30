import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';

import { useLoadOnFirstUse } from './useLoadOnFirstUse.ts';

// The grid (and MUI's Popover and Modal with it) loads on first opening.
const loadPopover = () => import('./GenrePopover.tsx');
const GenrePopover = lazy(loadPopover);

/** "Genres": the header button that opens the grid of genres. */
export function GenreMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { used, markUsed, warm } = useLoadOnFirstUse(loadPopover);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event) => {
          markUsed();
          setAnchor(event.currentTarget);
        }}
      >
        Genres
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GenrePopover id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

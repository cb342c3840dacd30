import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';

import { useLazyMenu } from './useLazyMenu.ts';

// The grid (and MUI's Popover and Modal with it) loads on first opening.
const loadPopover = () => import('./GenrePopover.tsx');
const GenrePopover = lazy(loadPopover);

/** "Genres": the header button that opens the grid of genres. */
export function GenreMenu() {
  const { used, menuProps, triggerProps } = useLazyMenu(loadPopover);
  return (
    <>
      <Button color="inherit" endIcon={<KeyboardArrowDownIcon />} {...triggerProps}>
        Genres
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GenrePopover {...menuProps} />
        </Suspense>
      )}
    </>
  );
}

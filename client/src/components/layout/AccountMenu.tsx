import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';

import { useLoadOnFirstUse } from './useLoadOnFirstUse.ts';

// The menu (and MUI's Menu, Popover and Modal with it) loads on first opening.
const loadMenuList = () => import('./AccountMenuList.tsx');
const AccountMenuList = lazy(loadMenuList);

/** The Account button of SPEC 2.2 and its dropdown. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { used, markUsed, warm } = useLoadOnFirstUse(loadMenuList);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
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
        <AccountCircleIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';

import { useLazyMenu } from './useLazyMenu.ts';

// The menu (and MUI's Menu, Popover and Modal with it) loads on first opening.
const loadMenuList = () => import('./AccountMenuList.tsx');
const AccountMenuList = lazy(loadMenuList);

/** The Account button of SPEC 2.2 and its dropdown. */
export function AccountMenu() {
  const { used, menuProps, triggerProps } = useLazyMenu(loadMenuList);
  return (
    <>
      <IconButton color="inherit" aria-label="Account" {...triggerProps}>
        <AccountCircleIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList {...menuProps} />
        </Suspense>
      )}
    </>
  );
}

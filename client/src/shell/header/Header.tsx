import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useOpenSiteDialog } from '../../components/dialogs/siteDialogs.ts';
import { ThemeToggle } from '../../components/layout/ThemeToggle.tsx';
import { HeaderSearch } from '../../features/search/components/HeaderSearch.tsx';
import { Logo } from '../../features/site/components/Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { GenreMenu } from './GenreMenu.tsx';
import { useLoadOnFirstUse } from './useLoadOnFirstUse.ts';

// The phones' navigation drawer (and MUI's Drawer, Modal and List with it) loads on first opening.
const loadDrawer = () => import('./MobileNavDrawer.tsx');
const MobileNavDrawer = lazy(loadDrawer);

export function Header() {
  const openDialog = useOpenSiteDialog();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useLoadOnFirstUse(loadDrawer);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
        <IconButton
          color="inherit"
          aria-label="Open navigation"
          onPointerEnter={drawer.warm}
          onFocus={drawer.warm}
          onClick={() => {
            drawer.markUsed();
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box
          sx={{
            order: { xs: 10, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
            flexGrow: 1,
            maxWidth: { md: 420 },
            mx: { md: 2 },
          }}
        >
          <HeaderSearch />
        </Box>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}
        >
          <GenreMenu />
          <Button color="inherit" component={RouterLink} to="/latest">
            Latest
          </Button>
          <Button color="inherit" onClick={() => openDialog({ kind: 'gameRequest' })}>
            Request Game
          </Button>
          <Button color="inherit" onClick={() => openDialog({ kind: 'dmca' })}>
            DMCA
          </Button>
          <Button color="inherit" onClick={() => openDialog({ kind: 'importantNotice' })}>
            Important
          </Button>
        </Box>
        <Box sx={{ display: 'flex', ml: { xs: 'auto', md: 0 } }}>
          <ThemeToggle />
          <AccountMenu />
        </Box>
      </Toolbar>
      {drawer.used && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}

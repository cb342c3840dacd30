import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

import { ThemeToggle } from '../../../components/layout/ThemeToggle.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { SignedInUser } from './SignedInUser.tsx';

interface Props {
  user: SessionUser;
  sidebarWidth: number;
  onOpenSidebar: () => void;
}

/** The console's top bar (SPEC 2.18): the menu button on small screens, the bell, who is signed in. */
export function AdminTopBar({ user, sidebarWidth, onOpenSidebar }: Props) {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${sidebarWidth}px)` },
        ml: { md: `${sidebarWidth}px` },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open navigation"
          onClick={onOpenSidebar}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="p" sx={{ fontWeight: 700, flex: 1 }} noWrap>
          Admin Console
        </Typography>
        <ThemeToggle />
        <NotificationsMenu />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <SignedInUser user={user} align="right" />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { useSession } from '../../../lib/session.ts';
import MaintenanceReminder from '../../site/components/MaintenanceReminder.tsx';
import { useSiteSettings } from '../../site/useSiteSettings.tsx';
import { useConsoleLogout } from '../useConsoleLogout.ts';
import { AdminSidebar } from './AdminSidebar.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { RequireConsoleRole } from './RequireConsoleRole.tsx';

const sidebarWidth = 248;

/**
 * The guarded console frame (SPEC 2.18): sidebar (a drawer on small screens), top bar, page, and
 * while maintenance mode is on the reminder that visitors are shut out.
 */
function AdminLayout() {
  return (
    <RequireConsoleRole>
      <ConsoleFrame />
    </RequireConsoleRole>
  );
}

function ConsoleFrame() {
  const session = useSession();
  const logout = useConsoleLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The same reminder staff get on the public site: the console works, visitors do not get in.
  const { maintenanceMode } = useSiteSettings();
  if (!session) return null;
  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar
      user={session.user}
      showUser={onNavigate !== undefined}
      onNavigate={onNavigate}
      onLogout={logout}
    />
  );
  const paper = { width: sidebarWidth, boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AdminTopBar
        user={session.user}
        sidebarWidth={sidebarWidth}
        onOpenSidebar={() => setDrawerOpen(true)}
      />
      <Box sx={{ width: { md: sidebarWidth }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
        >
          {sidebar(() => setDrawerOpen(false))}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}
        >
          {sidebar()}
        </Drawer>
      </Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        {maintenanceMode && (
          <Box sx={{ mb: 2 }}>
            <MaintenanceReminder />
          </Box>
        )}
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Box>
  );
}

export default AdminLayout;

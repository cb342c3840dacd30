import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { lazyPagePart } from '../components/lazy/lazyPagePart.tsx';
import { useSiteSettings } from '../features/site/useSiteSettings.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';
import { SiteDialogsProvider } from './SiteDialogsProvider.tsx';

// Both show only in maintenance mode: their code (and the check of the visitor's role) stays out
// of every ordinary page's scripts.
const MaintenanceCurtain = lazyPagePart(() => import('../features/site/components/MaintenanceCurtain.tsx'));
const MaintenanceReminder = lazyPagePart(() => import('../features/site/components/MaintenanceReminder.tsx'));

/**
 * Header, page and footer of every public route; every new route starts at the top (smoothly).
 * In maintenance mode visitors get the maintenance notice, and staff (as the server names the
 * visitor's role) the site with a reminder.
 */
export function Layout() {
  const { maintenanceMode } = useSiteSettings();
  if (maintenanceMode) return <MaintenanceCurtain site={<Site reminder />} />;
  return <Site />;
}

function Site({ reminder = false }: { reminder?: boolean }) {
  return (
    <SiteDialogsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {reminder && <MaintenanceReminder />}
        {/* Each boundary hydrates on its own, in a short task of its own. */}
        <Suspense>
          <Header />
        </Suspense>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Suspense>
            <Outlet />
          </Suspense>
        </Box>
        <Suspense>
          <Footer />
        </Suspense>
      </Box>
      <ScrollRestoration />
    </SiteDialogsProvider>
  );
}

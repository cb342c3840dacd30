import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { SiteDialogsProvider } from '../dialogs/SiteDialogsProvider.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, page and footer of every public route; every new route starts at the top (smoothly). */
export function Layout() {
  return (
    <SiteDialogsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ScrollRestoration />
    </SiteDialogsProvider>
  );
}

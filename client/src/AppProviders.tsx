import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { ToastHost } from './components/toasts/ToastHost.tsx';
import { SiteSettingsProvider } from './features/site/useSiteSettings.tsx';
import { appTheme, colorModeStorageKey } from './theme/theme.ts';

const globalStyles = (theme: Theme) => ({
  '.skip-link': {
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: 2000,
    padding: '8px 16px',
    borderRadius: 8,
    background: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  '.skip-link:focus': { top: 8 },
  // The library's own colours fail AA contrast; the theme's pass in either scheme (info uses primary).
  // Toasts stay under menus and dialogs (which repeat a failure inside), never over their controls.
  '.Toastify__toast-container': {
    '--toastify-font-family': theme.typography.fontFamily,
    '--toastify-z-index': theme.zIndex.modal - 1,
    '--toastify-color-success': 'var(--mui-palette-success-main)',
    '--toastify-text-color-success': 'var(--mui-palette-success-contrastText)',
    '--toastify-color-error': 'var(--mui-palette-error-main)',
    '--toastify-text-color-error': 'var(--mui-palette-error-contrastText)',
    '--toastify-color-warning': 'var(--mui-palette-warning-main)',
    '--toastify-text-color-warning': 'var(--mui-palette-warning-contrastText)',
    '--toastify-color-info': 'var(--mui-palette-primary-main)',
    '--toastify-text-color-info': 'var(--mui-palette-primary-contrastText)',
  },
  // Its close button takes the toast's own text colour at full strength (the library's is a faded
  // white whatever the background) and shows keyboard focus, which the library removes.
  '.Toastify__toast .Toastify__close-button': {
    color: 'inherit',
    opacity: 1,
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  },
});

/** Theme, data and toasts around the router: the same on the server and in the browser. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode="system"
      modeStorageKey={colorModeStorageKey}
      disableTransitionOnChange
      // The stored mode is read on the first render in the browser rather than after hydration: a
      // context change during hydration would make React drop server-rendered lazy parts (in
      // Suspense) and render them afresh. The page's colours never depend on it (CSS variables).
      noSsr
    >
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <ApolloProvider client={client}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
        <ToastHost />
      </ApolloProvider>
    </ThemeProvider>
  );
}

import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

import { focusRing } from './focusRing.ts';

/** The storage key of the visitor's colour scheme choice (light, dark or system). */
export const colorModeStorageKey = 'gv-color-mode';

let theme: Theme | undefined;

/**
 * One theme in two colour schemes, emitted as CSS variables: the server renders both, and the
 * scheme class on <html> (set before first paint) picks one, so the page never flashes. Made on
 * first use, not when the module is read: the browser makes it in a start step of its own.
 */
export const appTheme = (): Theme =>
  (theme ??= createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#4338ca', contrastText: '#ffffff' },
          secondary: { main: '#b4235f', contrastText: '#ffffff' },
          success: { main: '#1b7a3a' },
          warning: { main: '#8a5a00' },
          error: { main: '#b3261e' },
          background: { default: '#f5f6fa', paper: '#ffffff' },
          text: { primary: '#15172a', secondary: '#4a4e69' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#a5b4fc', contrastText: '#0f1023' },
          secondary: { main: '#f9a8d4', contrastText: '#1f0a14' },
          success: { main: '#6ee7a0' },
          warning: { main: '#fcd34d' },
          error: { main: '#fca5a5' },
          background: { default: '#0d0f1c', paper: '#161a2e' },
          text: { primary: '#eef0ff', secondary: '#b8bdd8' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      h4: { fontSize: '1.15rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // MUI clears the outline of its buttons; they get the site's focus ring back. Outlined fields
      // show focus by their 2 px border in the primary colour, which a ring would cross at the label.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundImage: 'none',
            border: `1px solid ${theme.vars.palette.divider}`,
          }),
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            // Not the toasts' progress bar: its animation is their 4-second timer, not motion.
            '*:not(.Toastify__progress-bar), *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
          ':focus-visible': focusRing,
        },
      },
    },
  }));

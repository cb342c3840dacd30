import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A page outside the site's and the console's frames (sign-in pages, access denied): one card in
 * the middle of the screen.
 */
export function StandaloneCard({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        sx={[{ width: '100%', p: { xs: 3, sm: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Paper>
    </Box>
  );
}

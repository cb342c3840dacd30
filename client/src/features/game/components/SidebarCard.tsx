import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled box of the game page's sidebar. */
export function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box>{children}</Box>
    </Paper>
  );
}

/** Label and value rows; rows without a value are left out. */
export function FactList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  const shown = rows.filter(([, value]) => value.trim() !== '');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
      {shown.map(([label, value]) => (
        <Box
          key={label}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

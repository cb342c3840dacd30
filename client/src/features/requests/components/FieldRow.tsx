import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two fields side by side, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A line about the list (its count, or that it is empty) that screen readers announce on change. */
export function ListStatus({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" sx={{ color: 'text.secondary', my: 2 }}>
      {children}
    </Typography>
  );
}

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

interface GridListProps {
  /** Columns per breakpoint, e.g. `{ xs: 1, sm: 2, md: 3 }`. */
  columns: Partial<Record<Breakpoint, number>>;
  gap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list laid out as a grid of equal columns (cards, tiles, screenshots): `<ul>` without bullets. */
export function GridList({ columns, gap = 3, sx, children }: GridListProps) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';

import { formatNumber } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visuallyHidden.ts';

/** A sidebar entry's count of waiting items ("3", read as "3 open"); nothing at zero. */
export function SectionBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        typography: 'caption',
        fontWeight: 700,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {formatNumber(count)}
      <span style={visuallyHidden}> open</span>
    </Box>
  );
}

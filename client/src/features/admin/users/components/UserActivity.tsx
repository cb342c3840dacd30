import DownloadIcon from '@mui/icons-material/Download';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { formatNumber } from '../../../../lib/format.ts';

const plural = (count: number, one: string) => `${formatNumber(count)} ${one}${count === 1 ? '' : 's'}`;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      {children}
    </Box>
  );
}

/** How many favorites and downloads an account has (SPEC 2.21's Activity column). */
export function UserActivity({ favorites, downloads }: { favorites: number; downloads: number }) {
  const iconSx = { fontSize: 18, color: 'text.secondary' } as const;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, typography: 'body2' }}>
      <Line icon={<FavoriteBorderIcon aria-hidden sx={iconSx} />}>{plural(favorites, 'favorite')}</Line>
      <Line icon={<DownloadIcon aria-hidden sx={iconSx} />}>{plural(downloads, 'download')}</Line>
    </Box>
  );
}

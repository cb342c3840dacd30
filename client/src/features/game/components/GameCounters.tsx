import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatNumber } from '../../../lib/format.ts';

interface Props {
  views: number;
  stars: number;
  shares: number;
  downloads: number;
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{
        p: 1.5,
        minWidth: 0,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        textAlign: { xs: 'center', sm: 'left' },
        gap: { xs: 0.5, sm: 1.5 },
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <div>
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', lineHeight: 1.2 }}>
          {formatNumber(value)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      </div>
    </Paper>
  );
}

/** Views, Stars, Shares and Downloads of the game, as counted on the server. */
export function GameCounters({ views, stars, shares, downloads }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Game statistics"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Counter icon={<VisibilityIcon />} label="Views" value={views} />
      <Counter icon={<StarIcon />} label="Stars" value={stars} />
      <Counter icon={<ShareIcon />} label="Shares" value={shares} />
      <Counter icon={<DownloadIcon />} label="Downloads" value={downloads} />
    </Box>
  );
}

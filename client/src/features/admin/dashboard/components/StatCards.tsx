import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

import type { AdminDashboard } from '../../../../graphql/__generated__/operations.ts';

type Stats = AdminDashboard['dashboardStats'];

const perGame = (total: number, games: number) =>
  `${games === 0 ? 0 : Math.round(total / games).toLocaleString('en-US')} per game`;

interface Card {
  label: string;
  value: number;
  trend: string;
  icon: ReactElement;
}

function cards(stats: Stats): Card[] {
  const { totalGames: games } = stats;
  return [
    {
      label: 'Total Games',
      value: games,
      trend: `+${stats.gamesAddedLast30Days.toLocaleString('en-US')} in the last 30 days`,
      icon: <SportsEsportsIcon />,
    },
    {
      label: 'Total Downloads',
      value: stats.totalDownloads,
      trend: perGame(stats.totalDownloads, games),
      icon: <DownloadIcon />,
    },
    {
      label: 'Total Stars',
      value: stats.totalStars,
      trend: perGame(stats.totalStars, games),
      icon: <StarIcon />,
    },
    {
      label: 'Total Views',
      value: stats.totalViews,
      trend: perGame(stats.totalViews, games),
      icon: <VisibilityIcon />,
    },
    {
      label: 'Total Ratings',
      value: stats.totalRatings,
      trend: perGame(stats.totalRatings, games),
      icon: <StarHalfIcon />,
    },
    {
      label: 'Total Shares',
      value: stats.totalShares,
      trend: perGame(stats.totalShares, games),
      icon: <ShareIcon />,
    },
  ];
}

/**
 * The dashboard's figures (SPEC 2.19's four, then ratings and shares), each counted by the server
 * and with a line that puts it in proportion.
 */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {cards(stats).map((card) => (
        <Paper component="li" key={card.label} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }} aria-hidden>
            {card.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {card.label}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
              {card.value.toLocaleString('en-US')}
            </Typography>
            <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 600 }}>
              {card.trend}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

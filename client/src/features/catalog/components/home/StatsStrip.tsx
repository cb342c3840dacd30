import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import type { HomeStats } from '../../../../graphql/__generated__/operations.ts';
import { roundedFigure } from '../../figures.ts';

type CommunityStats = HomeStats['communityStats'];

/**
 * SPEC 2.7's strip with the community's real figures, in the SPEC's form ("50K+"). Active Users is
 * left out when the REST service cannot count them (a foreign upstream answers null).
 */
export function StatsStrip({ stats }: { stats: CommunityStats }) {
  const tiles = [
    ...(stats.activeUsers === null || stats.activeUsers === undefined
      ? []
      : [{ label: 'Active Users', value: roundedFigure(stats.activeUsers) }]),
    { label: 'Downloads', value: roundedFigure(stats.downloads) },
    { label: 'Reviews', value: roundedFigure(stats.reviews) },
    { label: 'Games', value: roundedFigure(stats.games) },
  ];
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        component="dl"
        aria-label="Site statistics"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: `repeat(${tiles.length === 4 ? 2 : tiles.length}, 1fr)`,
            md: `repeat(${tiles.length}, 1fr)`,
          },
          gap: 2,
          my: 0,
          py: 3,
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile.label}
            sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {tile.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
            >
              {tile.value}
            </Typography>
          </Box>
        ))}
      </Container>
    </Box>
  );
}

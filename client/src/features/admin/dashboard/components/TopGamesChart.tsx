import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { AdminDashboard } from '../../../../graphql/__generated__/operations.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { SeriesChart } from './SeriesChart.tsx';
import { TopGamesTable } from './TopGamesTable.tsx';

type TopGame = AdminDashboard['dashboardStats']['topGames'][number];

/** "Most: OpenClonk (1,204)": the drawing's description in words. */
function describe(figure: string, games: readonly TopGame[], pick: (game: TopGame) => number) {
  const top = games.reduce<TopGame | undefined>(
    (best, game) => (best === undefined || pick(game) > pick(best) ? game : best),
    undefined,
  );
  const most = top ? ` Most: ${top.title} (${formatNumber(pick(top))}).` : '';
  return `${figure} of each of the top ${games.length} games by downloads.${most}`;
}

/**
 * 'Top Games Performance' (SPEC 2.19): downloads and views of the top 5 games by downloads. Views
 * run to many times the downloads, so each figure has a chart and an axis of its own: on one axis
 * the downloads were a flat line at zero. Screen readers also get the figures as a table.
 */
export function TopGamesChart({ games }: { games: readonly TopGame[] }) {
  const palette = useTheme().vars?.palette;
  const figures = [
    { name: 'Downloads', color: palette?.primary.main, pick: (game: TopGame) => game.downloads },
    { name: 'Views', color: palette?.secondary.main, pick: (game: TopGame) => game.views },
  ];
  return (
    <figure style={{ margin: 0 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {figures.map((figure) => (
          <Box key={figure.name} sx={{ minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '0.95rem', fontWeight: 600, color: 'text.secondary' }}>
              {figure.name}
            </Typography>
            <SeriesChart
              name={figure.name}
              description={describe(figure.name, games, figure.pick)}
              points={games.map((game) => ({ title: game.title, value: figure.pick(game) }))}
              color={figure.color ?? 'currentColor'}
            />
          </Box>
        ))}
      </Box>
      <TopGamesTable games={games} />
    </figure>
  );
}

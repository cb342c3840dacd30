import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VictoryAxis, VictoryChart, VictoryLegend, VictoryLine, VictoryScatter } from 'victory';

import type { AdminDashboard } from '../../../../graphql/__generated__/operations.ts';
import { TopGamesTable } from './TopGamesTable.tsx';

type TopGame = AdminDashboard['dashboardStats']['topGames'][number];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

/**
 * 'Top Games Performance' (SPEC 2.19): downloads and views of the top 5 games by downloads. The
 * drawing is hidden from screen readers, which get the same figures as a table.
 */
export function TopGamesChart({ games }: { games: readonly TopGame[] }) {
  const theme = useTheme();
  // A narrower drawing on phones, so that its labels stay legible when it is scaled down.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { vars } = theme;
  const palette = vars?.palette;
  const text = palette?.text.secondary ?? 'currentColor';
  const series = [
    {
      name: 'Downloads',
      color: palette?.primary.main ?? 'currentColor',
      pick: (game: TopGame) => game.downloads,
    },
    { name: 'Views', color: palette?.secondary.main ?? 'currentColor', pick: (game: TopGame) => game.views },
  ];
  const axis = {
    axis: { stroke: palette?.divider ?? 'currentColor' },
    tickLabels: { fill: text, fontSize: 11, padding: 6 },
    grid: { stroke: palette?.divider ?? 'currentColor', strokeDasharray: '4 4' },
  };
  return (
    <figure style={{ margin: 0 }}>
      <Box aria-hidden sx={{ maxWidth: 760 }}>
        <VictoryChart
          domainPadding={{ x: 24, y: 12 }}
          height={narrow ? 320 : 300}
          width={narrow ? 380 : 640}
          padding={{ top: 40, bottom: 48, left: 56, right: 24 }}
        >
          <VictoryLegend
            x={56}
            y={4}
            orientation="horizontal"
            gutter={24}
            data={series.map((line) => ({ name: line.name, symbol: { fill: line.color } }))}
            style={{ labels: { fill: text, fontSize: 12 } }}
          />
          <VictoryAxis
            tickValues={games.map((_, index) => index)}
            tickFormat={(index: number) => shortTitle(games[index]?.title ?? '')}
            style={axis}
          />
          <VictoryAxis dependentAxis tickFormat={(value: number) => compact.format(value)} style={axis} />
          {series.map((line) => [
            <VictoryLine
              key={`${line.name}-line`}
              data={games.map((game, index) => ({ x: index, y: line.pick(game) }))}
              style={{ data: { stroke: line.color, strokeWidth: 2.5 } }}
            />,
            <VictoryScatter
              key={`${line.name}-points`}
              data={games.map((game, index) => ({ x: index, y: line.pick(game) }))}
              size={4}
              style={{ data: { fill: line.color } }}
            />,
          ])}
        </VictoryChart>
      </Box>
      <TopGamesTable games={games} />
    </figure>
  );
}

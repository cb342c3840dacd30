import Box from '@mui/material/Box';

import type { AdminDashboard } from '../../../../graphql/__generated__/operations.ts';
import { visuallyHidden } from '../../../../lib/visuallyHidden.ts';

type TopGame = AdminDashboard['dashboardStats']['topGames'][number];

/** The chart's figures as a table, for screen readers: the chart's text alternative. */
export function TopGamesTable({ games }: { games: readonly TopGame[] }) {
  return (
    // The box clips the table: a table is never narrower than its content, so styled as hidden
    // itself it would still widen the page on a phone.
    <Box sx={visuallyHidden}>
      <table>
        <caption>Top Games Performance: downloads and views</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Downloads</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id}>
              <th scope="row">{game.title}</th>
              <td>{game.downloads}</td>
              <td>{game.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

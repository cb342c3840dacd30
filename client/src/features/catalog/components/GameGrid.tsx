import Box from '@mui/material/Box';

import { GridList } from '../../../components/GridList.tsx';
import type { GameCard_Game } from '../../../graphql/__generated__/operations.ts';
import { GameCard } from './GameCard.tsx';

const staggerMs = 100;

interface GameGridProps {
  games: readonly GameCard_Game[];
  /** How many of the first covers load at once (the ones likely in the first screen). */
  eagerCount?: number;
  /**
   * The page size of a list that grows with "Show More": each new page fades in from its first
   * card instead of waiting behind the cards already shown.
   */
  batchSize?: number;
  /** 4 for a short row (home page's latest games). */
  columns?: 3 | 4;
  /** On phones (one column) only this many cards show: the home page's sections stay short. */
  phoneCount?: number;
  headingLevel?: 'h2' | 'h3';
}

/** Cards in a responsive grid, each fading in 0.1 s after the one before (none with reduced motion). */
export function GameGrid({
  games,
  eagerCount = 0,
  batchSize = Infinity,
  columns = 3,
  phoneCount,
  headingLevel,
}: GameGridProps) {
  return (
    <GridList
      columns={{ xs: 1, sm: 2, md: columns }}
      sx={{
        '@keyframes rise': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
        '& > li': { animation: 'rise 400ms ease-out both' },
        '@media (prefers-reduced-motion: reduce)': { '& > li': { animation: 'none' } },
        ...(phoneCount !== undefined && {
          [`& > li:nth-of-type(n + ${phoneCount + 1})`]: { display: { xs: 'none', sm: 'list-item' } },
        }),
      }}
    >
      {games.map((game, index) => (
        <Box component="li" key={game.id} sx={{ animationDelay: `${(index % batchSize) * staggerMs}ms` }}>
          <GameCard game={game} priority={index < eagerCount} headingLevel={headingLevel} />
        </Box>
      ))}
    </GridList>
  );
}

import type { ErrorLike } from '@apollo/client';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { PageLoading } from '../../../components/layout/PageLoading.tsx';
import type { PagedGameList_Games } from '../../../graphql/__generated__/operations.ts';
import { GameGrid } from './GameGrid.tsx';
import { ListStatus } from './ListStatus.tsx';
import { LoadError } from './LoadError.tsx';
import { ShowMoreButton } from './ShowMoreButton.tsx';

interface PagedGameListProps {
  /** The pages loaded so far; undefined while the first one loads. */
  games: PagedGameList_Games | undefined;
  error: ErrorLike | undefined;
  emptyText: string;
  /** Shown under the empty text (search results offer to request the game). */
  emptyAction?: ReactNode;
  pageSize: number;
  onShowMore: () => Promise<unknown>;
  /** "Showing X of Y games" above the grid (or a summary passed as `summary` instead). */
  summary?: ReactNode;
  /** The games shown are the previous choice's while the new sort or filter loads. */
  stale?: boolean;
}

/** A listing page's body: loading, error, empty text, or the cards with "Show More Games". */
export function PagedGameList({
  games,
  error,
  emptyText,
  emptyAction,
  pageSize,
  onShowMore,
  summary,
  stale = false,
}: PagedGameListProps) {
  if (error && !games) return <LoadError message={error.message} />;
  if (!games) return <PageLoading label="Loading games..." />;
  return (
    <Box aria-busy={stale} sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {games.totalCount === 0 ? (
        <>
          <ListStatus>{emptyText}</ListStatus>
          {emptyAction}
        </>
      ) : (
        <>
          {summary ?? <ListStatus>{`Showing ${games.nodes.length} of ${games.totalCount} games`}</ListStatus>}
          <GameGrid games={games.nodes} eagerCount={3} batchSize={pageSize} headingLevel="h2" />
          {games.pageInfo.hasMore && !stale && <ShowMoreButton onShowMore={onShowMore} />}
        </>
      )}
    </Box>
  );
}

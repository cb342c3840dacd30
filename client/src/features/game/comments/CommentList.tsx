import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';

import { CommentPageItems } from './CommentPageItems.tsx';
import type { CommentPageState } from './commentPaging.ts';
import type { CommentViewer } from './useCommentViewer.ts';

interface Props {
  gameId: string;
  slug: string;
  viewer: CommentViewer;
}

/**
 * The comments, newest first, 20 at a time: each page is its own query (offset paging), so that a
 * write reloads every page shown in place; "Show more" adds the next.
 */
export function CommentList({ gameId, slug, viewer }: Props) {
  const [pages, setPages] = useState(1);
  const [states, setStates] = useState<Readonly<Record<number, CommentPageState>>>({});
  const onState = useCallback(
    (page: number, state: CommentPageState) => setStates((current) => ({ ...current, [page]: state })),
    [],
  );
  const first = states[0];
  const last = states[pages - 1];
  const total = first?.total;
  const lastLoading = last === undefined || last.loading;

  return (
    <>
      {first?.failed && (
        <Typography role="alert">Comments could not be loaded. Please try again later.</Typography>
      )}
      {total === undefined && !first?.failed && (
        <Typography sx={{ color: 'text.secondary' }}>Loading comments...</Typography>
      )}
      {total === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          No comments yet. Be the first to share your thoughts.
        </Typography>
      )}
      <Box component="ul" aria-label="Comments" hidden={!total} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {Array.from({ length: pages }, (_, page) => (
          <CommentPageItems
            key={page}
            gameId={gameId}
            slug={slug}
            page={page}
            viewer={viewer}
            focusFirst={page > 0 && page === pages - 1}
            onState={onState}
          />
        ))}
      </Box>
      {total !== undefined && total > 0 && (last?.hasMore === true || (pages > 1 && lastLoading)) && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => !lastLoading && setPages((count) => count + 1)}
            aria-disabled={lastLoading}
          >
            {lastLoading ? 'Loading...' : 'Show more'}
          </Button>
        </Box>
      )}
    </>
  );
}

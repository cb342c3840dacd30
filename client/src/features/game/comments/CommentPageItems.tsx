import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

import { CommentItem } from './CommentItem.tsx';
import type { CommentPageState } from './commentPaging.ts';
import { commentPage } from './commentPaging.ts';
import { GameCommentsQuery } from './queries.ts';
import type { CommentViewer } from './useCommentViewer.ts';

interface Props {
  gameId: string;
  slug: string;
  page: number;
  viewer: CommentViewer;
  /** A page "Show more" just added: the keyboard focus moves to its first comment. */
  focusFirst: boolean;
  onState: (page: number, state: CommentPageState) => void;
}

/**
 * One page of top-level comments, as items of the list around it. Never part of the server's HTML
 * (`ssr: false`): comments change at any time and depend on who reads them, while the page itself
 * is cached for everyone.
 */
export function CommentPageItems({ gameId, slug, page, viewer, focusFirst, onState }: Props) {
  const { data, loading, error } = useQuery(GameCommentsQuery, {
    variables: commentPage(slug, page),
    ssr: false,
  });
  const comments = data?.game?.comments;
  const total = comments?.total;
  const hasMore = comments?.hasMore;
  const failed = error !== undefined && !data;
  useEffect(
    () => onState(page, { loading, failed, total, hasMore }),
    [onState, page, loading, failed, total, hasMore],
  );

  return comments?.comments.map((comment, index) => (
    <CommentItem
      key={comment.id}
      gameId={gameId}
      comment={comment}
      viewer={viewer}
      focusOnMount={focusFirst && index === 0}
    />
  ));
}

import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

import { CommentEntry, focusLater } from './CommentEntry.tsx';
import { CommentForm } from './CommentForm.tsx';
import type { TopComment } from './commentTypes.ts';
import type { CommentViewer } from './useCommentViewer.ts';
import { usePostComment } from './usePostComment.ts';

interface Props {
  gameId: string;
  comment: TopComment;
  viewer: CommentViewer;
  /** Takes the keyboard focus when shown (the first comment "Show more" brought). */
  focusOnMount?: boolean;
}

/** A top-level comment with its replies (one level) and the form to answer it. */
export function CommentItem({ gameId, comment, viewer, focusOnMount = false }: Props) {
  const [replying, setReplying] = useState(false);
  const replyRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const post = usePostComment(gameId, comment.id);
  const needsName = viewer.displayName === null;
  const name = comment.author.name;

  useEffect(() => {
    if (focusOnMount) itemRef.current?.focus();
  }, [focusOnMount]);

  const closeReply = () => {
    setReplying(false);
    focusLater(replyRef);
  };

  return (
    <Box
      component="li"
      ref={itemRef}
      tabIndex={focusOnMount ? -1 : undefined}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', outlineOffset: 2 }}
    >
      <CommentEntry
        comment={comment}
        viewer={viewer}
        reply={{ open: replying, toggle: () => (replying ? closeReply() : setReplying(true)), ref: replyRef }}
      />
      {replying && (
        <Box sx={{ mt: 1.5, pl: { xs: 1.5, sm: 3 } }}>
          <CommentForm
            label={`Reply to ${name}`}
            submitLabel="Post reply"
            needsName={needsName}
            onSubmit={async (values) => {
              const failed = await post(values, needsName);
              if (!failed) closeReply();
              return failed;
            }}
            onCancel={closeReply}
            autoFocus
          />
        </Box>
      )}
      {comment.replies.length > 0 && (
        <Box
          component="ul"
          aria-label={`Replies to ${name}`}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1.5,
            pl: { xs: 1.5, sm: 3 },
            borderLeft: 2,
            borderColor: 'divider',
          }}
        >
          {comment.replies.map((item) => (
            <Box component="li" key={item.id} sx={{ py: 1 }}>
              <CommentEntry comment={item} viewer={viewer} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

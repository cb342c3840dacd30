import Typography from '@mui/material/Typography';

import { messages } from '../../../../../shared/validation/messages.ts';
import type { ShownComment } from './commentTypes.ts';

/**
 * The comment's words as plain text (a React text node: a link or a tag in it stays text), or the
 * placeholder of a comment deleted under its replies.
 */
export function CommentText({ comment }: { comment: ShownComment }) {
  if (comment.status === 'deleted') {
    return (
      <Typography sx={{ fontStyle: 'italic', color: 'text.secondary', mt: 0.5 }}>
        {messages.comment.deleted}
      </Typography>
    );
  }
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
      {comment.content}
    </Typography>
  );
}

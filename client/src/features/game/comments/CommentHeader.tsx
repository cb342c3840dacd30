import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatDate } from '../../../lib/format.ts';
import type { ShownComment } from './commentTypes.ts';

/** Who wrote it and when; staff also see the account behind the name. */
export function CommentHeader({ comment }: { comment: ShownComment }) {
  const { author } = comment;
  return (
    <Stack direction="row" sx={{ columnGap: 1, rowGap: 0.25, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {author.name}
      </Typography>
      {author.email !== null && (
        <Typography
          component="span"
          variant="body2"
          sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {author.email}
          {author.id !== null && ` (account ${author.id})`}
        </Typography>
      )}
      <Typography
        component="time"
        dateTime={comment.createdAt}
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {formatDate(comment.createdAt)}
      </Typography>
      {comment.edited && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          (edited)
        </Typography>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { messages } from '../../../../../../shared/validation/messages.ts';
import type { AdminReports } from '../../../../graphql/__generated__/operations.ts';
import { truncate } from '../../../../lib/truncate.ts';
import type { CommentAction } from '../useCommentModeration.ts';

type Comment = NonNullable<AdminReports['reports']['reports'][number]['comment']>;

interface Props {
  /** Null once the comment is gone. */
  comment: Comment | null;
  busy: boolean;
  onModerate: (id: string, action: CommentAction) => void;
}

const actions = (status: Comment['status']): ReadonlyArray<{ action: CommentAction; label: string }> => {
  if (status === 'visible')
    return [
      { action: 'hide', label: 'Hide' },
      { action: 'delete', label: 'Delete' },
    ];
  if (status === 'hidden')
    return [
      { action: 'unhide', label: 'Unhide' },
      { action: 'delete', label: 'Delete' },
    ];
  return [];
};

/** The reported comment's start, as plain text, with what staff may do to it. */
export function ReportedComment({ comment, busy, onModerate }: Props) {
  if (!comment || comment.status === 'deleted') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {messages.comment.deleted}
      </Typography>
    );
  }
  const named = truncate(comment.excerpt, 40);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          typography: 'body2',
        }}
      >
        {comment.excerpt}
      </Box>
      {comment.status === 'hidden' && (
        <Chip
          size="small"
          variant="outlined"
          label={messages.comment.hiddenByModerator}
          sx={{ fontWeight: 600 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {actions(comment.status).map(({ action, label }) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={action === 'delete' ? 'error' : 'primary'}
            disabled={busy}
            aria-label={`${label} comment “${named}”`}
            onClick={() => onModerate(comment.id, action)}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

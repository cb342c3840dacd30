import Typography from '@mui/material/Typography';

import { CommentForm } from './CommentForm.tsx';
import { usePostComment } from './usePostComment.ts';

interface Props {
  gameId: string;
  /** The account's name on comments: null asks for it, undefined while the server has not answered. */
  displayName: string | null | undefined;
}

/** The form above the list: a new top-level comment. */
export function NewCommentForm({ gameId, displayName }: Props) {
  const post = usePostComment(gameId);
  const needsName = displayName === null;
  return (
    <>
      {displayName && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Commenting as <strong>{displayName}</strong>
        </Typography>
      )}
      <CommentForm
        label="Add a comment"
        submitLabel="Post comment"
        needsName={needsName}
        onSubmit={(values) => post(values, needsName)}
      />
    </>
  );
}

import { useMutation } from '@apollo/client/react';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useRef, useState } from 'react';

import { messages } from '../../../../../shared/validation/messages.ts';
import { CommentActions } from './CommentActions.tsx';
import { formFailure } from './commentFailure.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentHeader } from './CommentHeader.tsx';
import { CommentText } from './CommentText.tsx';
import type { ShownComment } from './commentTypes.ts';
import { EditCommentMutation } from './mutations.ts';
import type { CommentValues } from './schemas.ts';
import type { CommentViewer } from './useCommentViewer.ts';

const editFailedText = 'Your comment could not be saved. Please try again.';

/** After a form closes, the keyboard focus goes back to the button that opened it. */
export const focusLater = (ref: RefObject<HTMLElement | null>) =>
  requestAnimationFrame(() => ref.current?.focus());

interface Props {
  comment: ShownComment;
  viewer: CommentViewer;
  reply?: { open: boolean; toggle: () => void; ref: RefObject<HTMLButtonElement | null> };
}

/** One comment or reply: who and when, the text (or its edit form), the hidden mark and the actions. */
export function CommentEntry({ comment, viewer, reply }: Props) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const [editComment] = useMutation(EditCommentMutation);

  const closeEditor = () => {
    setEditing(false);
    focusLater(editRef);
  };
  const save = async (values: CommentValues) => {
    try {
      await editComment({ variables: { id: comment.id, content: values.content.trim() } });
    } catch (error) {
      return formFailure<CommentValues>(error, ['content'], editFailedText);
    }
    closeEditor();
    return undefined;
  };

  return (
    <>
      <CommentHeader comment={comment} />
      {comment.status === 'hidden' && (
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'warning.main',
            fontWeight: 600,
            mt: 0.5,
          }}
        >
          <VisibilityOffIcon fontSize="small" aria-hidden />
          {messages.comment.hiddenByModerator}
        </Typography>
      )}
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            busyLabel="Saving..."
            initialContent={comment.content}
            onSubmit={save}
            onCancel={closeEditor}
            autoFocus
          />
        </Box>
      ) : (
        <>
          <CommentText comment={comment} />
          <CommentActions
            comment={comment}
            viewer={viewer}
            onEdit={() => setEditing(true)}
            editRef={editRef}
            reply={reply}
          />
        </>
      )}
    </>
  );
}

import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useState } from 'react';

import { useConfirm } from '../../../components/dialogs/useConfirm.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { CommentReportDialog } from './CommentReportDialog.tsx';
import type { ShownComment } from './commentTypes.ts';
import type { CommentViewer } from './useCommentViewer.ts';
import { useCommentWrites } from './useCommentWrites.ts';

const likesText = (likes: number) => `${formatNumber(likes)} ${likes === 1 ? 'like' : 'likes'}`;

interface Props {
  comment: ShownComment;
  viewer: CommentViewer;
  /** Opens the edit form in place of the text. */
  onEdit: () => void;
  editRef: RefObject<HTMLButtonElement | null>;
  /** A top-level comment's reply form: whether it is open, and its toggle. */
  reply?: { open: boolean; toggle: () => void; ref: RefObject<HTMLButtonElement | null> };
}

/** What the reader may do with a comment: like, reply, edit, delete, report; staff also hide. */
export function CommentActions({ comment, viewer, onEdit, editRef, reply }: Props) {
  const writes = useCommentWrites(comment.id);
  const { confirm, dialog } = useConfirm();
  const [reporting, setReporting] = useState(false);
  const { status, mine, likes, likedByMe } = comment;
  if (status === 'deleted') return null;
  const name = comment.author.name;
  const live = status === 'visible';

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Delete comment?',
      message: mine
        ? 'Your comment will be deleted. This cannot be undone.'
        : `The comment by ${name} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (confirmed) await writes.remove();
  };

  return (
    <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {viewer.signedIn && live ? (
        <Button
          size="small"
          startIcon={likedByMe ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
          onClick={likedByMe ? undefined : () => void writes.like()}
          aria-pressed={likedByMe}
          aria-label={`Like comment by ${name}, ${likesText(likes)}`}
        >
          {formatNumber(likes)}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
          {likesText(likes)}
        </Typography>
      )}
      {viewer.signedIn && live && reply && (
        <Button size="small" ref={reply.ref} onClick={reply.toggle} aria-expanded={reply.open}>
          Reply
        </Button>
      )}
      {mine && (
        <Button size="small" ref={editRef} onClick={onEdit}>
          Edit
        </Button>
      )}
      {(mine || viewer.staff) && (
        <Button size="small" color="error" onClick={() => void remove()}>
          Delete
        </Button>
      )}
      {viewer.signedIn && !mine && live && (
        <Button size="small" onClick={() => setReporting(true)}>
          Report
        </Button>
      )}
      {viewer.staff && (
        <Button size="small" onClick={() => void writes.setHidden(live)}>
          {live ? 'Hide' : 'Unhide'}
        </Button>
      )}
      {reporting && (
        <CommentReportDialog commentId={comment.id} authorName={name} onClose={() => setReporting(false)} />
      )}
      {dialog}
    </Stack>
  );
}

import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';

import type { CommentReply, GameComment } from '../lib/comments.ts';
import { canPost } from '../lib/comments.ts';

function CommentBody({ comment }: { comment: CommentReply }) {
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{comment.username}</Typography>
        <Typography component="time" dateTime={comment.date} variant="body2" sx={{ color: 'text.secondary' }}>
          {comment.date}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
        {comment.content}
      </Typography>
    </>
  );
}

interface Props {
  comment: GameComment;
  /** The name typed in the comment form: replies need it too. */
  name: string;
  liked: boolean;
  onLike: () => void;
  onReply: (content: string) => void;
}

/** A comment with its likes, replies and a reply form. */
export function CommentItem({ comment, name, liked, onLike, onReply }: Props) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost(name, reply)) return;
    onReply(reply);
    setReply('');
    setReplying(false);
  };
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <CommentBody comment={comment} />
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        <Button
          size="small"
          startIcon={<ThumbUpIcon />}
          onClick={liked ? undefined : onLike}
          aria-pressed={liked}
          aria-label={`Like comment by ${comment.username}, ${comment.likes} ${comment.likes === 1 ? 'like' : 'likes'}`}
        >
          {comment.likes}
        </Button>
        <Button size="small" onClick={() => setReplying((open) => !open)} aria-expanded={replying}>
          Reply
        </Button>
      </Stack>
      {replying && (
        <Stack
          component="form"
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, mt: 1, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={`Reply to ${comment.username}`}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            size="small"
            fullWidth
            helperText={name.trim() === '' ? 'Enter your name above to reply.' : ' '}
          />
          <Button type="submit" variant="contained" disabled={!canPost(name, reply)}>
            Post reply
          </Button>
        </Stack>
      )}
      {comment.replies.length > 0 && (
        <Box
          component="ul"
          aria-label={`Replies to ${comment.username}`}
          sx={{ listStyle: 'none', m: 0, mt: 1.5, pl: 3, borderLeft: 2, borderColor: 'divider' }}
        >
          {comment.replies.map((item) => (
            <Box component="li" key={item.id} sx={{ py: 1 }}>
              <CommentBody comment={item} />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {item.likes} {item.likes === 1 ? 'like' : 'likes'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

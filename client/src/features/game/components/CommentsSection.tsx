import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';

import type { GameComment } from '../lib/comments.ts';
import { canPost, newComment, newReply, withLike, withReply } from '../lib/comments.ts';
import { CommentItem } from './CommentItem.tsx';

/** Comments kept on this page only (SPEC 2.8): nothing is sent or stored. */
export default function CommentsSection() {
  const [comments, setComments] = useState<GameComment[]>([]);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const nextId = useRef(0);
  const makeId = () => `comment-${(nextId.current += 1)}`;

  const post = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost(name, text)) return;
    setComments((current) => [newComment(makeId(), name, text, new Date()), ...current]);
    setText('');
  };
  const reply = (commentId: string, content: string) =>
    setComments((current) => withReply(current, commentId, newReply(makeId(), name, content, new Date())));
  const like = (commentId: string) => {
    setLiked((current) => new Set(current).add(commentId));
    setComments((current) => withLike(current, commentId));
  };

  return (
    <Box>
      <Stack component="form" onSubmit={post} spacing={1.5} aria-label="Add a comment">
        <TextField
          label="Your name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="nickname"
        />
        <TextField
          label="Comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!canPost(name, text)}>
            Post comment
          </Button>
        </Box>
      </Stack>
      {comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>
          No comments yet. Be the first to share your thoughts.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Comments" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              name={name}
              liked={liked.has(comment.id)}
              onLike={() => like(comment.id)}
              onReply={(content) => reply(comment.id, content)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

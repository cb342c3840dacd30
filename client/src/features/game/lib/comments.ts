/** A comment on a game page: kept in the page's own state only (SPEC 3, Comment). */
export interface CommentReply {
  id: string;
  username: string;
  content: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
  likes: number;
}

export interface GameComment extends CommentReply {
  replies: CommentReply[];
}

/** Posting a comment or a reply needs a name and text that is not blank. */
export const canPost = (name: string, text: string): boolean => name.trim() !== '' && text.trim() !== '';

const commentDate = (now: Date): string => now.toISOString().slice(0, 10);

export function newReply(id: string, username: string, content: string, now: Date): CommentReply {
  return { id, username: username.trim(), content: content.trim(), date: commentDate(now), likes: 0 };
}

export function newComment(id: string, username: string, content: string, now: Date): GameComment {
  return { ...newReply(id, username, content, now), replies: [] };
}

export function withReply(
  comments: readonly GameComment[],
  commentId: string,
  reply: CommentReply,
): GameComment[] {
  return comments.map((comment) =>
    comment.id === commentId ? { ...comment, replies: [...comment.replies, reply] } : comment,
  );
}

export function withLike(comments: readonly GameComment[], commentId: string): GameComment[] {
  return comments.map((comment) =>
    comment.id === commentId ? { ...comment, likes: comment.likes + 1 } : comment,
  );
}

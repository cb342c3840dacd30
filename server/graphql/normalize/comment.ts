import type { CommentAnswer, CommentPageAnswer } from '../datasources/commentsApi.ts';
import { count, text } from './lists.ts';

const optionalId = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A comment in the API's shape; a reply's own replies are none (one level). */
export function toComment(comment: CommentAnswer): ToComment {
  return {
    id: String(comment.id),
    gameId: String(comment.gameId),
    parentId: optionalId(comment.parentId),
    author: {
      name: text(comment.author?.name),
      deleted: comment.author?.deleted === true,
      id: optionalId(comment.author?.id),
      email: comment.author?.email ?? null,
    },
    content: text(comment.content),
    createdAt: text(comment.createdAt),
    updatedAt: text(comment.updatedAt),
    edited: comment.edited === true,
    likes: count(comment.likes),
    likedByMe: comment.likedByMe === true,
    mine: comment.mine === true,
    status: comment.status,
    replies: (comment.replies ?? []).map(toComment),
  };
}

export interface ToComment {
  id: string;
  gameId: string;
  parentId: string | null;
  author: { name: string; deleted: boolean; id: string | null; email: string | null };
  content: string;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  likes: number;
  likedByMe: boolean;
  mine: boolean;
  status: CommentAnswer['status'];
  replies: ToComment[];
}

export function toCommentPage(page: CommentPageAnswer) {
  const comments = page.comments.map(toComment);
  const offset = count(page.offset);
  const total = count(page.total);
  return { comments, total, offset, limit: count(page.limit), hasMore: offset + comments.length < total };
}

/** The page a game without comments (or a REST service without them) answers. */
export const emptyCommentPage = (offset: number, limit: number) => ({
  comments: [],
  total: 0,
  offset,
  limit,
  hasMore: false,
});

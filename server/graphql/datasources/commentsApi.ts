import type { CallerRestClient } from './restClient.ts';

/** A comment as `comments.php` answers it (docs/api.md); `author.id` and `email` only to staff. */
export interface CommentAnswer {
  id: number | string;
  gameId: number | string;
  parentId: number | string | null;
  author: { name: string; deleted: boolean; id?: number | string; email?: string };
  content: string;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  likes: number;
  likedByMe: boolean;
  mine: boolean;
  status: 'visible' | 'hidden' | 'deleted';
  replies?: CommentAnswer[];
}

export interface CommentPageAnswer {
  comments: CommentAnswer[];
  total: number;
  offset: number;
  limit: number;
}

export interface NewComment {
  gameId: string;
  content: string;
  parentId?: string;
  displayName?: string;
}

/** `comments.php`: a game's comments, and writing, liking, reporting and moderating one. */
export function commentsApi(rest: CallerRestClient) {
  const path = '/comments.php';
  const onComment = <T>(id: string, action: string, json: unknown = {}, idempotencyKey?: string) =>
    rest.request<T>(path, { method: 'POST', query: { id, action }, json, idempotencyKey });
  return {
    list: (gameId: string, offset: number, limit: number) =>
      rest.request<CommentPageAnswer>(path, { query: { gameId, offset, limit } }),
    post: async (comment: NewComment, idempotencyKey?: string) =>
      (
        await rest.request<{ comment: CommentAnswer }>(path, {
          method: 'POST',
          json: comment,
          idempotencyKey,
        })
      ).comment,
    edit: async (id: string, content: string) =>
      (
        await rest.request<{ comment: CommentAnswer }>(path, {
          method: 'PUT',
          query: { id },
          json: { content },
        })
      ).comment,
    remove: (id: string) => rest.request<{ message: string }>(path, { method: 'DELETE', query: { id } }),
    like: (id: string) => onComment<{ likes: number; liked: boolean }>(id, 'like'),
    report: (id: string, json: { reason: string; description: string }, idempotencyKey?: string) =>
      onComment<{ message: string }>(id, 'report', json, idempotencyKey),
    hide: async (id: string) => (await onComment<{ comment: CommentAnswer }>(id, 'hide')).comment,
    unhide: async (id: string) => (await onComment<{ comment: CommentAnswer }>(id, 'unhide')).comment,
  };
}

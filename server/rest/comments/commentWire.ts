import { messages } from '../../../shared/validation/messages.ts';
import type { CommentStatus } from '../db/schema.ts';
import type { CommentReader, CommentRecord } from '../repositories/commentsRepository.ts';

export interface WireCommentAuthor {
  name: string;
  /** The account was deleted: `name` is "Deleted user". */
  deleted: boolean;
  /** Staff only: who wrote it (null once the account is deleted). */
  id?: number | null;
  email?: string | null;
}

export interface WireComment {
  id: number;
  gameId: number;
  parentId: number | null;
  author: WireCommentAuthor;
  /** Plain text; empty once deleted (a placeholder that keeps its replies). */
  content: string;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  likes: number;
  likedByMe: boolean;
  mine: boolean;
  status: CommentStatus;
  /** Only in `GET comments.php`'s page: the replies to a top-level comment, oldest first. */
  replies?: WireComment[];
}

function authorOf(comment: CommentRecord, reader: CommentReader): WireCommentAuthor {
  const deleted = comment.user_id === null;
  const author: WireCommentAuthor = {
    name: deleted ? messages.comment.deletedAuthor : (comment.author_name ?? ''),
    deleted,
  };
  if (reader.staff) {
    author.id = comment.user_id;
    author.email = comment.author_email;
  }
  return author;
}

/** A comment as `comments.php` answers it to `reader`. */
export function toWireComment(comment: CommentRecord, reader: CommentReader, liked: boolean): WireComment {
  return {
    id: comment.id,
    gameId: comment.game_id,
    parentId: comment.parent_id,
    author: authorOf(comment, reader),
    content: comment.status === 'deleted' ? '' : comment.content,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    edited: comment.edited_at !== null,
    likes: comment.likes,
    likedByMe: liked,
    mine: reader.userId !== undefined && comment.user_id === reader.userId,
    status: comment.status,
  };
}

import type { Viewer } from '../auth/viewer.ts';
import { isStaff } from '../auth/viewer.ts';
import type { CommentReader, CommentRecord } from '../repositories/commentsRepository.ts';

/** Who reads comments: the staff (admins, moderators) see hidden ones and their authors' accounts. */
export const readerOf = (viewer: Viewer | null): CommentReader => ({
  userId: viewer?.id,
  staff: isStaff(viewer),
});

/** A hidden comment exists only for its author and the staff. */
export const isShownTo = (comment: CommentRecord, reader: CommentReader): boolean =>
  comment.status !== 'hidden' || reader.staff || comment.user_id === reader.userId;

/** What a caller may still act on (edit, like, report, reply to): not a deleted placeholder, and shown to them. */
export const isOpenTo = (comment: CommentRecord, reader: CommentReader): boolean =>
  comment.status !== 'deleted' && isShownTo(comment, reader);

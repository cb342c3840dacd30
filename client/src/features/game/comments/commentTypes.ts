import type { CommentView_Comment } from '../../../graphql/__generated__/operations.ts';

/** A comment or a reply as the list shows it. */
export type ShownComment = CommentView_Comment;

/** A top-level comment with its replies, oldest first. */
export type TopComment = ShownComment & { replies: readonly ShownComment[] };

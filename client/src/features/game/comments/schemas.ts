import { object, string } from 'yup';

import { commentReportReasons } from '../../../../../shared/validation/choices.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { commentMaxLength, displayNameMaxLength } from '../../../../../shared/validation/rules.ts';

/** The REST service's rules for a comment and a display name (docs/api.md, `comments.php`). */
const content = () =>
  string()
    .trim()
    .required(messages.comment.contentRequired)
    .max(commentMaxLength, messages.tooLong('Comment', commentMaxLength));

export interface CommentValues {
  content: string;
  /** Asked only while the account has no display name yet. */
  displayName: string;
}

/** A new comment or reply; the name is checked only when the form asks for it. */
export const commentSchema = (needsName: boolean) =>
  object({
    content: content(),
    displayName: needsName
      ? string()
          .trim()
          .required(messages.displayName.required)
          .max(displayNameMaxLength, messages.tooLong('Display name', displayNameMaxLength))
      : string(),
  });

export interface CommentReportValues {
  reason: string;
  description: string;
}

export const emptyCommentReport: CommentReportValues = { reason: '', description: '' };

export const commentReportSchema = object({
  reason: string()
    .required(messages.gameReport.reason)
    .oneOf(commentReportReasons, messages.gameReport.reason),
  description: string().max(commentMaxLength, messages.tooLong('Description', commentMaxLength)),
});

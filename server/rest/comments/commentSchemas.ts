import { object } from 'yup';

import { commentReportReasons } from '../../../shared/validation/choices.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { commentMaxLength, displayNameMaxLength } from '../../../shared/validation/rules.ts';
import { gameIdField, optionalId, requiredChoice, requiredText, text } from '../validation/rules.ts';

/** Plain text: kept as written (trimmed), tabs and line breaks included, never read as markup. */
const content = () =>
  requiredText('Comment', commentMaxLength, messages.comment.contentRequired, { multiline: true });

const displayNameLabel = 'Display name';

/** A comment or a reply; `displayName` also sets the account's name (needed while it has none). */
export const newCommentSchema = object({
  gameId: gameIdField(),
  content: content(),
  parentId: optionalId('parentId'),
  displayName: text(displayNameLabel, displayNameMaxLength),
});

export const commentEditSchema = object({ content: content() });

export const displayNameSchema = object({
  displayName: requiredText(displayNameLabel, displayNameMaxLength, messages.displayName.required),
});

export const commentReportSchema = object({
  reason: requiredChoice(commentReportReasons, messages.gameReport.reason),
  description: text('Description', commentMaxLength, { multiline: true }),
});

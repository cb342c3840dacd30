import { object } from 'yup';

import { gameReportReasons, reportStatuses } from '../../../shared/validation/choices.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { reportNoteMaxLength } from '../../../shared/validation/rules.ts';
import { email, gameIdField, optionalUrl, requiredChoice, requiredText, text } from '../validation/rules.ts';

/** The game page's Report dialog (SPEC 5, game report dialog); `url` is the page it was sent from. */
export const gameReportSchema = object({
  gameId: gameIdField(),
  reason: requiredChoice(gameReportReasons, messages.gameReport.reason),
  description: requiredText('Description', 5000, messages.gameReport.description, { multiline: true }),
  email: email(),
  url: optionalUrl('URL'),
});

export const reportStatusSchema = object({
  status: requiredChoice(reportStatuses, messages.statusChoice(reportStatuses)),
  note: text('Note', reportNoteMaxLength, { multiline: true }),
});

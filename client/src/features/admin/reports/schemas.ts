import { object, string } from 'yup';

import { messages } from '../../../../../shared/validation/messages.ts';
import { reportNoteMaxLength } from '../../../../../shared/validation/rules.ts';

/** The note on a report's change of status: optional, capped as the REST service caps it (as sent). */
export const reportNoteSchema = object({
  note: string().max(reportNoteMaxLength, messages.tooLong('Note', reportNoteMaxLength)),
});

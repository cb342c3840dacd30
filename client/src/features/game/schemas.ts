import { object, string } from 'yup';

import { messages } from '../../../../shared/validation/messages.ts';
import { requiredEmail } from '../../components/forms/emailField.ts';

export const reportReasons = [
  'Broken Download',
  'Malware/Virus',
  'Wrong Information',
  'Copyright Violation',
  'Other',
] as const;

export type ReportValues = { reason: string; description: string; email: string };

export const emptyReport: ReportValues = { reason: '', description: '', email: '' };

/** The game report dialog (SPEC 5). */
export const reportSchema = object({
  reason: string().required(messages.gameReport.reason).oneOf(reportReasons, messages.gameReport.reason),
  description: string().trim().required(messages.gameReport.description),
  email: requiredEmail(),
});

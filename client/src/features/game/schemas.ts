import { object, string } from 'yup';

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
  reason: string().required('Please select a reason').oneOf(reportReasons, 'Please select a reason'),
  description: string().trim().required('Please describe the issue'),
  email: requiredEmail(),
});

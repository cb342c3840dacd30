import { string } from 'yup';

import { messages } from '../../../../shared/validation/messages.ts';
import { isEmailShaped } from '../../../../shared/validation/rules.ts';

/** A required, email-shaped address (SPEC 5), by the rule the REST service checks too. */
export const requiredEmail = () =>
  string()
    .trim()
    .required(messages.emailRequired)
    .test('email-shape', messages.emailInvalid, (value) => value === undefined || isEmailShaped(value));

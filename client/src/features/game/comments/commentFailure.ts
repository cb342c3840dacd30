import type { FormikErrors } from 'formik';

import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';

export interface FormFailure<Values> {
  /** The server's messages for the form's own fields, shown under each. */
  fields: FormikErrors<Values>;
  /** Anything else the server said (too many comments, the same text again), shown above the button. */
  message: string | undefined;
}

/**
 * A refused write as a form shows it: field messages on their fields, any other refusal in words.
 * What was typed stays: the caller keeps the values.
 */
export function formFailure<Values extends object>(
  error: unknown,
  formFields: readonly (keyof Values & string)[],
  fallback: string,
): FormFailure<Values> {
  const fields = fieldErrorsFrom<Values>(error, formFields);
  const message = Object.keys(fields).length > 0 ? undefined : serverErrorText(error, fallback);
  return { fields, message };
}

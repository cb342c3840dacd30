import type { FormikHelpers } from 'formik';

import { fieldErrorsFrom } from '../../apollo/fieldErrors.ts';
import { isOutcomeUnknown } from '../../apollo/outcomeUnknown.ts';
import { serverErrorText } from '../../apollo/serverErrorText.ts';
import { toast } from '../../components/toasts/toast.ts';
import type { SubmissionKey } from '../../lib/useSubmissionKey.ts';

interface SendFeedback<Values extends object> {
  success: string;
  failure: string;
  /** Show the server's own error text when it gave one (the dialogs, SPEC 8); else always `failure`. */
  preferServerText?: boolean;
  /** The form's fields, and the form field of each input name it spells differently. */
  fields: readonly (keyof Values & string)[];
  inputToField?: Readonly<Record<string, keyof Values & string>>;
  /** The form's idempotency key: a new one after a success, the same one for a retry. */
  submission?: SubmissionKey;
}

/**
 * Sends a public form and tells the visitor how it went: on success a toast and an emptied form; on
 * failure the server's field messages under their fields and an error toast. Resolves to the failure
 * text, or undefined once sent.
 */
export async function sendForm<Values extends object>(
  send: () => Promise<unknown>,
  form: FormikHelpers<Values>,
  feedback: SendFeedback<Values>,
): Promise<string | undefined> {
  try {
    await send();
    feedback.submission?.sent();
    toast.success(feedback.success);
    form.resetForm();
    return undefined;
  } catch (error) {
    form.setErrors(fieldErrorsFrom(error, feedback.fields, feedback.inputToField));
    // An unknown outcome's own text says whether trying again is safe; "please try again" might not be.
    const serverText = feedback.preferServerText || isOutcomeUnknown(error);
    const text = serverText ? serverErrorText(error, feedback.failure) : feedback.failure;
    // The same id as the error link's toasts, so a message it already showed is not shown twice.
    toast.error(text, { toastId: text });
    return text;
  }
}

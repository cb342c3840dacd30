import type { FormikProps } from 'formik';

type FormState<Values> = Pick<FormikProps<Values>, 'errors' | 'submitCount'>;

/**
 * A field's message once the form was submitted (SPEC 5: validation runs on submit, then on
 * change); undefined before that and while the field is valid.
 */
export function shownError<Values>(form: FormState<Values>, name: keyof Values & string): string | undefined {
  const error = form.submitCount > 0 ? form.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

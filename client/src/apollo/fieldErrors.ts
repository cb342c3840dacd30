import { CombinedGraphQLErrors } from '@apollo/client';
import type { FormikErrors } from 'formik';

/**
 * The server's per-field messages (a `BAD_USER_INPUT` error with `extensions.fields`, keyed by the
 * GraphQL input's camelCase names) as formik errors for the fields this form has. `inputToField`
 * names the form field for each input name the form spells differently. Messages for fields the
 * form does not show are left out (the caller's toast still reports the failure).
 */
export function fieldErrorsFrom<Values extends object>(
  error: unknown,
  formFields: readonly (keyof Values & string)[],
  inputToField: Readonly<Record<string, keyof Values & string>> = {},
): FormikErrors<Values> {
  const found: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return found as FormikErrors<Values>;
  for (const { extensions } of error.errors) {
    const fields = extensions?.code === 'BAD_USER_INPUT' ? extensions.fields : undefined;
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [inputName, message] of Object.entries(fields)) {
      const field = inputToField[inputName] ?? inputName;
      if (typeof message === 'string' && (formFields as readonly string[]).includes(field)) {
        found[field] ??= message;
      }
    }
  }
  return found as FormikErrors<Values>;
}

import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';

import { shownError } from './shownError.ts';

type FormState<Values> = Pick<FormikProps<Values>, 'values' | 'errors' | 'submitCount' | 'handleChange'>;

export type FormikTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & {
  form: FormState<Values>;
  name: keyof Values & string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Replaces formik's handler, for a field whose change does more (it must still set the value). */
  onChange?: TextFieldProps['onChange'];
};

/**
 * A text field bound to one formik value. Its message shows under it (and is announced with it)
 * once the form was submitted: validation runs on submit, then on change.
 */
export function FormikTextField<Values>({
  form,
  name,
  hint,
  onChange = form.handleChange,
  ...props
}: FormikTextFieldProps<Values>) {
  const message = shownError(form, name);
  return (
    <TextField
      fullWidth
      {...props}
      name={name}
      value={form.values[name]}
      onChange={onChange}
      error={message !== undefined}
      helperText={message ?? hint}
    />
  );
}

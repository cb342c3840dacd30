import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';

type FormState<Values> = Pick<FormikProps<Values>, 'values' | 'errors' | 'submitCount' | 'handleChange'>;

export type FormikTextFieldProps<Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error' | 'onChange' | 'helperText'
> & {
  form: FormState<Values>;
  name: keyof Values & string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/**
 * A text field bound to one formik value. Its message shows under it (and is announced with it)
 * once the form was submitted: validation runs on submit, then on change.
 */
export function FormikTextField<Values>({ form, name, hint, ...props }: FormikTextFieldProps<Values>) {
  const error = form.submitCount > 0 ? form.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      error={message !== undefined}
      helperText={message ?? hint}
    />
  );
}

import type { FormikProps } from 'formik';

import { PasswordField } from '../../../components/forms/PasswordField.tsx';

interface Values {
  password: string;
  confirmPassword: string;
}

type FormState = Pick<FormikProps<Values>, 'values' | 'errors' | 'submitCount' | 'handleChange'>;

interface Props {
  form: FormState;
  passwordLabel: string;
  confirmLabel: string;
}

const passwordHint = 'At least 6 characters, with an uppercase letter, a lowercase letter and a number';

/** A new password and its confirmation, each with show/hide (registration, password reset). */
export function NewPasswordFields({ form, passwordLabel, confirmLabel }: Props) {
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label={passwordLabel}
        hint={passwordHint}
        required
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={confirmLabel}
        toggleLabel="password confirmation"
        required
        autoComplete="new-password"
      />
    </>
  );
}

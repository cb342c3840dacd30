import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ForgotPasswordValues } from '../schemas.ts';
import { forgotPasswordSchema } from '../schemas.ts';

interface Props {
  initialValues: ForgotPasswordValues;
  onSubmit: (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) => Promise<void>;
  disabled: boolean;
}

/** The email of the account whose password is to be reset. */
export function ForgotPasswordForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: forgotPasswordSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {disabled ? 'Sending...' : 'Send reset link'}
      </Button>
    </FormikForm>
  );
}

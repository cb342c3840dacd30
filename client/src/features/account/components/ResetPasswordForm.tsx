import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ResetPasswordValues } from '../schemas.ts';
import { resetPasswordSchema } from '../schemas.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface Props {
  initialValues: ResetPasswordValues;
  onSubmit: (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => Promise<void>;
  disabled: boolean;
}

/** A new password and its confirmation, under the registration rules. */
export function ResetPasswordForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: resetPasswordSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm new password" />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {disabled ? 'Saving...' : 'Set new password'}
      </Button>
    </FormikForm>
  );
}

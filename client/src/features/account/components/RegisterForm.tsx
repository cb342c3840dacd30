import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { RegisterValues } from '../schemas.ts';
import { registerSchema } from '../schemas.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface Props {
  initialValues: RegisterValues;
  onSubmit: (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => Promise<void>;
  disabled: boolean;
  /** The button's text while disabled; 'Creating account...' unless the page says what it waits for. */
  busyText?: string;
}

/** Email, password and its confirmation, each password with show/hide (SPEC 2.16, 5). */
export function RegisterForm({ initialValues, onSubmit, disabled, busyText }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: registerSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm password" />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {disabled ? (busyText ?? 'Creating account...') : 'Create Account'}
      </Button>
    </FormikForm>
  );
}

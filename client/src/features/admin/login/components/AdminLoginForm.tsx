import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { PasswordField } from '../../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import type { LoginValues } from '../schemas.ts';
import { loginSchema } from '../schemas.ts';

interface Props {
  initialValues: LoginValues;
  onSubmit: (values: LoginValues, helpers: FormikHelpers<LoginValues>) => Promise<void>;
  disabled: boolean;
}

/** Email, password with show/hide, Remember me (SPEC 2.17). */
export function AdminLoginForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: loginSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="username" />
      <PasswordField form={form} name="password" label="Password" required autoComplete="current-password" />
      <FormControlLabel
        control={<Checkbox name="rememberMe" checked={form.values.rememberMe} onChange={form.handleChange} />}
        label="Remember me"
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {disabled ? 'Signing in...' : 'Sign In'}
      </Button>
    </FormikForm>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { LoginValues } from '../schemas.ts';
import { loginSchema } from '../schemas.ts';

interface Props {
  initialValues: LoginValues;
  onSubmit: (values: LoginValues, helpers: FormikHelpers<LoginValues>) => Promise<void>;
  disabled: boolean;
  /** The button's text while disabled; 'Signing in...' unless the page says what it waits for. */
  busyText?: string;
  /** Shown at the end of the Remember me row: the public page's "Forgot password?" link. */
  rememberMeAside?: ReactNode;
}

/** Email, password with show/hide, Remember me (SPEC 2.16, 2.17): the site's and the console's sign-in. */
export function LoginForm({ initialValues, onSubmit, disabled, busyText, rememberMeAside }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: loginSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="username" />
      <PasswordField form={form} name="password" label="Password" required autoComplete="current-password" />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox name="rememberMe" checked={form.values.rememberMe} onChange={form.handleChange} />
          }
          label="Remember me"
        />
        {rememberMeAside}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {disabled ? (busyText ?? 'Signing in...') : 'Sign In'}
      </Button>
    </FormikForm>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { PasswordChangeValues } from '../schemas.ts';
import { emptyPasswordChange, passwordChangeSchema } from '../schemas.ts';

interface Props {
  /** The account's email, for password managers to file the new password under. */
  email: string;
  onSubmit: (values: PasswordChangeValues, helpers: FormikHelpers<PasswordChangeValues>) => Promise<void>;
}

/** Current, new and confirmed password (SPEC 2.16, 5). */
export function ProfilePasswordForm({ email, onSubmit }: Props) {
  const form = useValidatedForm({
    initialValues: emptyPasswordChange,
    validationSchema: passwordChangeSchema,
    onSubmit,
  });
  return (
    <FormikForm form={form}>
      <Box
        component="input"
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
      />
      <PasswordField
        form={form}
        name="currentPassword"
        label="Current Password"
        toggleLabel="current password"
        autoComplete="current-password"
        required
      />
      <PasswordField
        form={form}
        name="newPassword"
        label="New Password"
        toggleLabel="new password"
        autoComplete="new-password"
        hint="At least 6 characters, with an uppercase letter, a lowercase letter and a number."
        required
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        toggleLabel="password confirmation"
        autoComplete="new-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </Box>
    </FormikForm>
  );
}

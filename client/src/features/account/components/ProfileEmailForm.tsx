import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormikHelpers } from 'formik';
import type { KeyboardEvent } from 'react';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ProfileEmailValues } from '../schemas.ts';
import { profileEmailSchema } from '../schemas.ts';

interface Props {
  email: string;
  /** Resolves to whether the email was saved (the edit then closes). */
  onSave: (values: ProfileEmailValues, helpers: FormikHelpers<ProfileEmailValues>) => Promise<boolean>;
  onCancel: () => void;
}

/** The profile's email in edit: the field, the current password that confirms it, Save and Cancel (SPEC 2.16). */
export function ProfileEmailForm({ email, onSave, onCancel }: Props) {
  const form = useValidatedForm<ProfileEmailValues>({
    initialValues: { email, currentPassword: '' },
    validationSchema: profileEmailSchema,
    onSubmit: async (values, helpers) => {
      await onSave(values, helpers);
    },
  });
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    // Room above the field for its floating label, under the row's own "Email".
    <FormikForm form={form} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      <FormikTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        size="small"
        required
        autoFocus
        onKeyDown={cancelOnEscape}
      />
      <PasswordField
        form={form}
        name="currentPassword"
        label="Current Password"
        toggleLabel="current password"
        autoComplete="current-password"
        size="small"
        required
        onKeyDown={cancelOnEscape}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="text" size="small" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
      </Stack>
    </FormikForm>
  );
}

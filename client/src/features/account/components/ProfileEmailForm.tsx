import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ProfileEmailValues } from '../schemas.ts';
import { profileEmailSchema } from '../schemas.ts';

interface Props {
  email: string;
  /** Resolves to whether the email was saved (the edit then closes). */
  onSave: (values: ProfileEmailValues, helpers: FormikHelpers<ProfileEmailValues>) => Promise<boolean>;
  onCancel: () => void;
}

/** The profile's email in edit: the field, Save and Cancel (SPEC 2.16). */
export function ProfileEmailForm({ email, onSave, onCancel }: Props) {
  const form = useValidatedForm<ProfileEmailValues>({
    initialValues: { email },
    validationSchema: profileEmailSchema,
    onSubmit: async (values, helpers) => {
      await onSave(values, helpers);
    },
  });
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
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
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

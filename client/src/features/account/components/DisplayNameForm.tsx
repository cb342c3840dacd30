import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { messages } from '../../../../../shared/validation/messages.ts';
import { displayNameMaxLength } from '../../../../../shared/validation/rules.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { AccountUpdateDisplayNameMutation } from '../mutations.ts';
import type { DisplayNameValues } from '../schemas.ts';
import { displayNameSchema } from '../schemas.ts';
import { toastFailure } from '../toastFailure.ts';

/**
 * The name shown on the visitor's comments: set it, or change it. The saved name reaches the
 * cached profile (the answer carries the profile's id), so the field shows it from then on.
 */
export function DisplayNameForm({ displayName }: { displayName: string | null }) {
  const [updateDisplayName] = useMutation(AccountUpdateDisplayNameMutation);
  const form = useValidatedForm<DisplayNameValues>({
    initialValues: { displayName: displayName ?? '' },
    validationSchema: displayNameSchema,
    onSubmit: async (values, helpers) => {
      const name = values.displayName.trim();
      try {
        await updateDisplayName({ variables: { displayName: name } });
        helpers.resetForm({ values: { displayName: name } });
        toast.success(messages.displayName.saved);
      } catch (error) {
        helpers.setErrors(fieldErrorsFrom(error, ['displayName']));
        toastFailure(error, 'Failed to update display name');
      }
    },
  });
  return (
    <FormikForm form={form} sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <FormikTextField
        form={form}
        name="displayName"
        label="Display name"
        autoComplete="nickname"
        size="small"
        required
        hint={`Shown on your comments. At most ${displayNameMaxLength} characters.`}
      />
      <Box>
        <Button type="submit" variant="contained" size="small" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : 'Save Display Name'}
        </Button>
      </Box>
    </FormikForm>
  );
}

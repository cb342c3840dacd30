import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import { roles } from '../../../../../../shared/access/roles.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { PasswordField } from '../../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import { capitalise } from '../../../../lib/capitalise.ts';
import type { UserFormValues } from '../schemas.ts';
import { userFormSchema } from '../schemas.ts';

interface Props {
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  onSubmit: (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => Promise<void>;
  onCancel: () => void;
  disabled: boolean;
  /** The signed-in admin's own account: its role cannot be changed. */
  roleLocked: boolean;
  /** The server asked for the admin's own password to confirm this change. */
  ownPasswordAsked: boolean;
}

/** Email, password and role of an account (SPEC 5, Admin user modal). */
export function UserForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
  disabled,
  roleLocked,
  ownPasswordAsked,
}: Props) {
  const validationSchema = userFormSchema(mode, ownPasswordAsked);
  const form = useValidatedForm({ initialValues, validationSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="off" />
      <PasswordField
        form={form}
        name="password"
        label={mode === 'create' ? 'Password' : 'New password'}
        required={mode === 'create'}
        autoComplete="new-password"
        hint={mode === 'edit' ? 'Leave empty to keep the current password.' : undefined}
      />
      <FormikTextField
        form={form}
        name="role"
        label="Role"
        select
        disabled={roleLocked}
        hint={roleLocked ? `${messages.user.cannotChangeOwnRole}: ask another admin.` : undefined}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          // The reason stays readable while the select is disabled.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {capitalise(role)}
          </option>
        ))}
      </FormikTextField>
      {ownPasswordAsked && (
        <PasswordField
          form={form}
          name="currentPassword"
          label="Your password"
          toggleLabel="your password"
          required
          autoFocus
          autoComplete="current-password"
          hint="Confirms that this change comes from you."
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={disabled}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={disabled}>
          {disabled ? 'Saving...' : mode === 'create' ? 'Add User' : 'Update User'}
        </Button>
      </Box>
    </FormikForm>
  );
}

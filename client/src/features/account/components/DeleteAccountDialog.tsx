import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormikHelpers } from 'formik';
import { useId } from 'react';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { DeleteAccountValues } from '../schemas.ts';
import { deleteAccountSchema, emptyDeleteAccount } from '../schemas.ts';

interface Props {
  onClose: () => void;
  /** A refusal that belongs to no field (the last admin) goes into the form's status. */
  onSubmit: (values: DeleteAccountValues, helpers: FormikHelpers<DeleteAccountValues>) => Promise<void>;
}

/** Asks for the password before the account is deleted, and says once more what goes with it. */
export function DeleteAccountDialog({ onClose, onSubmit }: Props) {
  const titleId = useId();
  const textId = useId();
  const form = useValidatedForm({
    initialValues: emptyDeleteAccount,
    validationSchema: deleteAccountSchema,
    onSubmit,
  });
  const refusal = typeof form.status === 'string' ? form.status : undefined;
  return (
    <Dialog
      open
      onClose={form.isSubmitting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <FormikForm form={form} sx={{ display: 'grid' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
          <DialogContentText id={textId}>
            Your favorites, your download history and every session of this account are deleted with it. This
            cannot be undone.
          </DialogContentText>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <PasswordField
            form={form}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Deleting...' : 'Delete account'}
          </Button>
        </DialogActions>
      </FormikForm>
    </Dialog>
  );
}

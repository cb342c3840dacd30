import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormikHelpers } from 'formik';
import { useId } from 'react';

import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { PasswordField } from '../../../../components/forms/PasswordField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import type { DisableValues } from '../schemas.ts';
import { disableSchema, emptyDisable } from '../schemas.ts';

interface Props {
  onClose: () => void;
  onSubmit: (values: DisableValues, helpers: FormikHelpers<DisableValues>) => Promise<void>;
}

/** Turning two-factor sign-in off asks for the password and a code, so an open session is not enough. */
export function DisableTwoFactorDialog({ onClose, onSubmit }: Props) {
  const titleId = useId();
  const textId = useId();
  const form = useValidatedForm({ initialValues: emptyDisable, validationSchema: disableSchema, onSubmit });
  return (
    <Dialog
      open
      onClose={form.isSubmitting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Turn off two-factor sign-in?</DialogTitle>
      <FormikForm form={form} sx={{ display: 'grid' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
          <DialogContentText id={textId}>
            Your password alone will sign you in again, and your recovery codes stop working.
          </DialogContentText>
          <PasswordField
            form={form}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            autoFocus
          />
          <FormikTextField
            form={form}
            name="code"
            label="Code"
            hint="From your authenticator app, or one of your recovery codes."
            required
            autoComplete="one-time-code"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Turning off...' : 'Turn off'}
          </Button>
        </DialogActions>
      </FormikForm>
    </Dialog>
  );
}

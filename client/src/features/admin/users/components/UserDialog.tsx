import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import type { FormikHelpers } from 'formik';

import { SiteDialogFrame } from '../../../../components/dialogs/SiteDialogFrame.tsx';
import type { UserFormValues } from '../schemas.ts';
import { UserForm } from './UserForm.tsx';

interface Props {
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  roleLocked: boolean;
  busy: boolean;
  /**
   * The last failure (or 'No changes to update'), said again inside the dialog: an open modal hides
   * the page's toasts from assistive technology.
   */
  failure?: string;
  /** The server asked for the admin's own password: the form shows a field for it. */
  ownPasswordAsked: boolean;
  onSubmit: (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => Promise<void>;
  onClose: () => void;
}

/** The Add User / Edit User modal (SPEC 2.21). */
export function UserDialog({
  mode,
  initialValues,
  roleLocked,
  busy,
  failure,
  ownPasswordAsked,
  onSubmit,
  onClose,
}: Props) {
  return (
    <SiteDialogFrame open onClose={onClose} title={mode === 'create' ? 'Add User' : 'Edit User'}>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <UserForm
          mode={mode}
          initialValues={initialValues}
          onSubmit={onSubmit}
          onCancel={onClose}
          disabled={busy}
          roleLocked={roleLocked}
          ownPasswordAsked={ownPasswordAsked}
        />
      </DialogContent>
    </SiteDialogFrame>
  );
}

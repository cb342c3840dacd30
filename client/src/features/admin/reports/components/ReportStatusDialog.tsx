import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import { reportNoteMaxLength } from '../../../../../../shared/validation/rules.ts';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import { formatNumber } from '../../../../lib/format.ts';
import type { StatusAction } from '../reportActions.ts';
import { reportNoteSchema } from '../schemas.ts';

interface Props {
  action: StatusAction;
  /** What the report is, in a line: "Game report: OpenClonk". */
  reportName: string;
  onCancel: () => void;
  /** Resolves with whether the change was saved; the dialog closes only then. */
  onSave: (note: string) => Promise<boolean>;
}

/** Resolving, dismissing or reopening a report, with an optional note that goes to the audit log. */
export function ReportStatusDialog({ action, reportName, onCancel, onSave }: Props) {
  const form = useValidatedForm({
    initialValues: { note: '' },
    validationSchema: reportNoteSchema,
    onSubmit: async ({ note }) => {
      if (await onSave(note.trim())) onCancel();
    },
  });
  const title = `${action.label} report`;
  return (
    <Dialog
      open
      onClose={form.isSubmitting ? undefined : onCancel}
      aria-labelledby="report-status-title"
      aria-describedby="report-status-subject"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="report-status-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="report-status-subject" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {reportName}
          </DialogContentText>
          <FormikTextField
            form={form}
            name="note"
            label="Note (optional)"
            multiline
            minRows={3}
            maxRows={10}
            disabled={form.isSubmitting}
            hint={`${formatNumber(form.values.note.length)} of ${formatNumber(reportNoteMaxLength)} characters. Kept with the report and in the audit log.`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {action.label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

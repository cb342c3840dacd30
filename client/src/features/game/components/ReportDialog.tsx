import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';

import { messages } from '../../../../../shared/validation/messages.ts';
import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';
import { useOpenSiteDialog } from '../../../components/dialogs/siteDialogs.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { sendForm } from '../../requests/sendForm.ts';
import { SubmitGameReportMutation } from '../mutations.ts';
import type { ReportValues } from '../schemas.ts';
import { emptyReport } from '../schemas.ts';
import { ReportForm } from './ReportForm.tsx';

interface Props {
  gameId: string;
  gameTitle: string;
  pageUrl: string;
  onClose: () => void;
}

const reportFields = ['reason', 'description', 'email'] as const;

/** Report a problem with a game (SPEC 2.8, 5): the report reaches the staff. */
export default function ReportDialog({ gameId, gameTitle, pageUrl, onClose }: Props) {
  const openSiteDialog = useOpenSiteDialog();
  const [submitReport] = useMutation(SubmitGameReportMutation);
  const submission = useSubmissionKey();

  const submit = async (values: ReportValues, helpers: FormikHelpers<ReportValues>) => {
    const input = {
      gameId,
      reason: values.reason,
      description: values.description.trim(),
      email: values.email.trim(),
      url: pageUrl,
    };
    const idempotencyKey = submission.keyFor(input);
    const failed = await sendForm(() => submitReport({ variables: { input, idempotencyKey } }), helpers, {
      success: messages.gameReport.sent,
      failure: 'Failed to submit report. Please try again.',
      preferServerText: true,
      fields: reportFields,
      submission,
    });
    if (failed === undefined) onClose();
  };

  const openDmca = () => {
    onClose();
    openSiteDialog({ kind: 'dmca' });
  };

  return (
    <SiteDialogFrame open onClose={onClose} title="Report a Problem">
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Game:{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {gameTitle}
          </Box>
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          False reports may lead to account restrictions. Copyright claims belong in the DMCA form, not here.{' '}
          <Button
            size="small"
            color="inherit"
            onClick={openDmca}
            sx={{ textDecoration: 'underline', verticalAlign: 'baseline', p: 0, minWidth: 0 }}
          >
            Open the DMCA form
          </Button>
        </Alert>
        <ReportForm initialValues={emptyReport} onSubmit={submit} />
      </DialogContent>
    </SiteDialogFrame>
  );
}

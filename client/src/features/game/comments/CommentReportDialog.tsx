import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import { commentReportReasons } from '../../../../../shared/validation/choices.ts';
import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';
import { shownError } from '../../../components/forms/shownError.ts';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { formFailure } from './commentFailure.ts';
import { ReportCommentMutation } from './mutations.ts';
import type { CommentReportValues } from './schemas.ts';
import { commentReportSchema, emptyCommentReport } from './schemas.ts';

interface Props {
  commentId: string;
  authorName: string;
  onClose: () => void;
}

const reportFailedText = 'Failed to submit report. Please try again.';

/** Reports a comment to the staff: a reason and, if wanted, a few words. */
export function CommentReportDialog({ commentId, authorName, onClose }: Props) {
  const [failure, setFailure] = useState<string>();
  const [reportComment] = useMutation(ReportCommentMutation);
  const submission = useSubmissionKey();
  const busy = useRef(false);
  const form = useValidatedForm<CommentReportValues>({
    initialValues: emptyCommentReport,
    validationSchema: commentReportSchema,
    onSubmit: async (values, helpers) => {
      if (busy.current) return;
      busy.current = true;
      setFailure(undefined);
      const sent = { id: commentId, reason: values.reason, description: values.description.trim() };
      try {
        const { data } = await reportComment({
          variables: { ...sent, idempotencyKey: submission.keyFor(sent) },
        });
        submission.sent();
        if (data) toast.success(data.reportComment.message);
        onClose();
      } catch (error) {
        const failed = formFailure<CommentReportValues>(error, ['reason', 'description'], reportFailedText);
        helpers.setErrors(failed.fields);
        setFailure(failed.message);
      } finally {
        busy.current = false;
      }
    },
  });
  const errorOf = (name: keyof CommentReportValues) => shownError(form, name);

  return (
    <SiteDialogFrame open onClose={onClose} title="Report comment">
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Comment by <strong>{authorName}</strong>. The report reaches the site&apos;s moderators.
        </Typography>
        <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            name="reason"
            value={form.values.reason}
            onChange={form.handleChange}
            error={errorOf('reason') !== undefined}
            helperText={errorOf('reason')}
            select
            label="Reason"
            required
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select a reason</option>
            {commentReportReasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </TextField>
          <TextField
            name="description"
            value={form.values.description}
            onChange={form.handleChange}
            error={errorOf('description') !== undefined}
            helperText={errorOf('description') ?? 'Optional'}
            label="Description"
            multiline
            minRows={3}
            fullWidth
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button type="submit" variant="contained" size="large" aria-disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Submitting...' : 'Submit Report'}
          </Button>
        </Stack>
      </DialogContent>
    </SiteDialogFrame>
  );
}

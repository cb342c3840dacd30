import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';

import { commentMaxLength } from '../../../../../shared/validation/rules.ts';
import { shownError } from '../../../components/forms/shownError.ts';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { FormFailure } from './commentFailure.ts';
import type { CommentValues } from './schemas.ts';
import { commentSchema } from './schemas.ts';

interface Props {
  /** The text field's label: "Comment", "Reply to Robin", "Edit your comment". */
  label: string;
  submitLabel: string;
  /** The button's text while saving. */
  busyLabel?: string;
  /** The text already there (an edit); empty for a new comment or reply. */
  initialContent?: string;
  /** The account has no display name yet: the form asks for it. */
  needsName?: boolean;
  /** Saves; answers what went wrong, or nothing when it was saved (the form then empties). */
  onSubmit: (values: CommentValues) => Promise<FormFailure<CommentValues> | undefined>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment, reply or edit: plain text up to 2,000 characters, and the name while the account has none. */
export function CommentForm({
  label,
  submitLabel,
  busyLabel = 'Posting...',
  initialContent = '',
  needsName = false,
  onSubmit,
  onCancel,
  autoFocus = false,
}: Props) {
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);
  const submit = async (values: CommentValues, helpers: FormikHelpers<CommentValues>) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(undefined);
    const failed = await onSubmit(values).finally(() => {
      busy.current = false;
    });
    if (!failed) {
      helpers.resetForm({ values: { content: initialContent, displayName: '' } });
      return;
    }
    // Nothing typed is lost: the values stay, with the server's words beside them.
    helpers.setErrors(failed.fields);
    setFailure(failed.message);
  };
  const form = useValidatedForm<CommentValues>({
    initialValues: { content: initialContent, displayName: '' },
    validationSchema: commentSchema(needsName),
    onSubmit: submit,
  });
  const contentError = shownError(form, 'content');
  const nameError = shownError(form, 'displayName');
  const length = form.values.content.trim().length;
  const counter = `${formatNumber(length)} / ${formatNumber(commentMaxLength)} characters`;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={1.5} aria-label={label}>
      {needsName && (
        <TextField
          name="displayName"
          label="Display name"
          value={form.values.displayName}
          onChange={form.handleChange}
          error={nameError !== undefined}
          helperText={nameError ?? 'Shown with your comments. You can change it on your profile.'}
          autoComplete="nickname"
          required
        />
      )}
      <TextField
        name="content"
        label={label}
        value={form.values.content}
        onChange={form.handleChange}
        error={contentError !== undefined || length > commentMaxLength}
        helperText={contentError ?? counter}
        multiline
        minRows={3}
        required
        autoFocus={autoFocus}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* Never disabled: a disabled button would drop the keyboard focus; a second press waits. */}
        <Button type="submit" variant="contained" aria-disabled={form.isSubmitting}>
          {form.isSubmitting ? busyLabel : submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Box>
    </Stack>
  );
}

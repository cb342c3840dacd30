import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikHelpers } from 'formik';

import { shownError } from '../../../components/forms/shownError.ts';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ReportValues } from '../schemas.ts';
import { reportReasons, reportSchema } from '../schemas.ts';

interface Props {
  initialValues: ReportValues;
  onSubmit: (values: ReportValues, helpers: FormikHelpers<ReportValues>) => Promise<void>;
  disabled?: boolean;
}

/** Reason, description and e-mail; messages show once the form was submitted, then follow each change. */
export function ReportForm({ initialValues, onSubmit, disabled = false }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: reportSchema, onSubmit });
  const errorOf = (name: keyof ReportValues) => shownError(form, name);
  const field = (name: keyof ReportValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    error: errorOf(name) !== undefined,
    helperText: errorOf(name),
    fullWidth: true,
    disabled: disabled || form.isSubmitting,
  });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        {...field('reason')}
        select
        label="Reason"
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Select a reason</option>
        {reportReasons.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </TextField>
      <TextField {...field('description')} label="Description" required multiline minRows={4} />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
      <Button type="submit" variant="contained" size="large" disabled={disabled || form.isSubmitting}>
        {form.isSubmitting ? 'Submitting...' : 'Submit Report'}
      </Button>
    </Stack>
  );
}

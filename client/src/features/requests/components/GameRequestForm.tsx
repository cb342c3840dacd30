import Box from '@mui/material/Box';
import type { FormikHelpers } from 'formik';
import { useFormik } from 'formik';

import { platformOptions } from '../../../../../shared/validation/choices.ts';
import type { GameRequestValues } from '../formValues.ts';
import { gameRequestSchema } from '../schemas.ts';
import { FormActions } from './FormActions.tsx';
import { FormikTextField } from './FormikTextField.tsx';
import { FormSelectField } from './FormSelectField.tsx';
import { PublicForm } from './PublicForm.tsx';

interface Props {
  initialValues: GameRequestValues;
  onSubmit: (values: GameRequestValues, helpers: FormikHelpers<GameRequestValues>) => Promise<void>;
  disabled: boolean;
  onBack?: () => void;
}

/** The game request dialog's form (SPEC 5): title, platform, release year, details and email. */
export function GameRequestForm({ initialValues, onSubmit, disabled, onBack }: Props) {
  const form = useFormik({
    initialValues,
    validationSchema: gameRequestSchema,
    validateOnBlur: false,
    onSubmit,
  });
  return (
    <PublicForm form={form}>
      <FormikTextField form={form} name="gameTitle" label="Game title" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField
          form={form}
          name="platform"
          label="Platform"
          placeholder="Select a platform"
          options={platformOptions}
          required
        />
        <FormikTextField
          form={form}
          name="releaseYear"
          label="Release year"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <FormikTextField
        form={form}
        name="additionalInfo"
        label="Additional information"
        multiline
        rows={4}
        hint="Optional: the official website, developer or anything that helps us find it"
      />
      <FormikTextField
        form={form}
        name="requesterEmail"
        label="Email"
        type="email"
        required
        autoComplete="email"
      />
      <FormActions submitLabel="Submit Request" busyLabel="Submitting..." busy={disabled} onBack={onBack} />
    </PublicForm>
  );
}

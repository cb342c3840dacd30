import Box from '@mui/material/Box';
import type { FormikHelpers } from 'formik';
import { useFormik } from 'formik';

import { platformOptions } from '../../../../../shared/validation/choices.ts';
import type { RequestPageValues } from '../formValues.ts';
import { requestPageSchema } from '../schemas.ts';
import { FormActions } from './FormActions.tsx';
import { FormikTextField } from './FormikTextField.tsx';
import { FormSelectField } from './FormSelectField.tsx';
import { PublicForm } from './PublicForm.tsx';

interface Props {
  initialValues: RequestPageValues;
  onSubmit: (values: RequestPageValues, helpers: FormikHelpers<RequestPageValues>) => Promise<void>;
  disabled: boolean;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The Request a Game page's form (SPEC 5). */
export function RequestGameForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useFormik({
    initialValues,
    validationSchema: requestPageSchema,
    validateOnBlur: false,
    onSubmit,
  });
  return (
    <PublicForm form={form}>
      <FormikTextField form={form} name="gameName" label="Game name" required />
      <Box sx={twoColumns}>
        <FormikTextField form={form} name="developer" label="Developer" required />
        <FormikTextField
          form={form}
          name="releaseYear"
          label="Release year"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <Box sx={twoColumns}>
        <FormSelectField
          form={form}
          name="platform"
          label="Platform"
          placeholder="Select a platform"
          options={platformOptions}
          required
        />
        <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      </Box>
      <FormikTextField
        form={form}
        name="additionalInfo"
        label="Additional information"
        multiline
        rows={4}
        hint="Optional: the official website, the licence, or anything that helps us find it"
      />
      <FormActions submitLabel="Submit Request" busyLabel="Submitting..." busy={disabled} />
    </PublicForm>
  );
}

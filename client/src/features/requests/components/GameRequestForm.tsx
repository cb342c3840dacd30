import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { GameRequestValues } from '../formValues.ts';
import { gameRequestSchema } from '../schemas.ts';
import { FieldRow } from './FieldRow.tsx';
import { FormActions } from './FormActions.tsx';
import { PlatformField, ReleaseYearField } from './GameRequestFields.tsx';

interface Props {
  initialValues: GameRequestValues;
  onSubmit: (values: GameRequestValues, helpers: FormikHelpers<GameRequestValues>) => Promise<void>;
  disabled: boolean;
  onBack?: () => void;
}

/** The game request dialog's form (SPEC 5): title, platform, release year, details and email. */
export function GameRequestForm({ initialValues, onSubmit, disabled, onBack }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: gameRequestSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="gameTitle" label="Game title" required />
      <FieldRow>
        <PlatformField form={form} />
        <ReleaseYearField form={form} />
      </FieldRow>
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
    </FormikForm>
  );
}

import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { RequestPageValues } from '../formValues.ts';
import { requestPageSchema } from '../schemas.ts';
import { FieldRow } from './FieldRow.tsx';
import { FormActions } from './FormActions.tsx';
import { PlatformField, ReleaseYearField } from './GameRequestFields.tsx';

interface Props {
  initialValues: RequestPageValues;
  onSubmit: (values: RequestPageValues, helpers: FormikHelpers<RequestPageValues>) => Promise<void>;
  disabled: boolean;
}

/** The Request a Game page's form (SPEC 5). */
export function RequestGameForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: requestPageSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="gameName" label="Game name" required />
      <FieldRow>
        <FormikTextField form={form} name="developer" label="Developer" required />
        <ReleaseYearField form={form} />
      </FieldRow>
      <FieldRow>
        <PlatformField form={form} />
        <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      </FieldRow>
      <FormikTextField
        form={form}
        name="additionalInfo"
        label="Additional information"
        multiline
        rows={4}
        hint="Optional: the official website, the licence, or anything that helps us find it"
      />
      <FormActions submitLabel="Submit Request" busyLabel="Submitting..." busy={disabled} />
    </FormikForm>
  );
}

import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { DmcaValues } from '../formValues.ts';
import { dmcaSchema } from '../schemas.ts';
import { FormActions } from './FormActions.tsx';

interface Props {
  initialValues: DmcaValues;
  onSubmit: (values: DmcaValues, helpers: FormikHelpers<DmcaValues>) => Promise<void>;
  disabled: boolean;
  onBack?: () => void;
}

/** The DMCA notice form (SPEC 5): title, URL, company (optional), name, description and email. */
export function DmcaForm({ initialValues, onSubmit, disabled, onBack }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: dmcaSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FormikTextField form={form} name="title" label="Content title" required />
      <FormikTextField
        form={form}
        name="url"
        label="URL"
        type="url"
        required
        hint="The address of the Gamevault page concerned"
      />
      <FormikTextField form={form} name="company" label="Company (if applicable)" />
      <FormikTextField form={form} name="name" label="Your name" required autoComplete="name" />
      <FormikTextField
        form={form}
        name="description"
        label="Description"
        required
        multiline
        minRows={4}
        hint="The work you own, how the listing infringes it, and a phone number to reach you"
      />
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <FormActions submitLabel="Submit Notice" busyLabel="Submitting..." busy={disabled} onBack={onBack} />
    </FormikForm>
  );
}

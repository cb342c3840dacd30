import type { FormikHelpers } from 'formik';

import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { ContactValues } from '../formValues.ts';
import { contactSchema } from '../schemas.ts';
import { FieldRow } from './FieldRow.tsx';
import { FormActions } from './FormActions.tsx';

interface Props {
  initialValues: ContactValues;
  onSubmit: (values: ContactValues, helpers: FormikHelpers<ContactValues>) => Promise<void>;
  disabled: boolean;
}

/** The contact form (SPEC 5): name, email, subject and message. */
export function ContactForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: contactSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FieldRow>
        <FormikTextField form={form} name="name" label="Name" required autoComplete="name" />
        <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      </FieldRow>
      <FormikTextField form={form} name="subject" label="Subject" required />
      <FormikTextField form={form} name="message" label="Message" required multiline rows={5} />
      <FormActions submitLabel="Send Message" busyLabel="Sending..." busy={disabled} />
    </FormikForm>
  );
}

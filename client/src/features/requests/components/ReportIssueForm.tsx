import type { FormikHelpers } from 'formik';

import { issueTypeOptions } from '../../../../../shared/validation/choices.ts';
import { issueDescriptionMinLength } from '../../../../../shared/validation/rules.ts';
import { FormikForm } from '../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { FormSelectField } from '../../../components/forms/FormSelectField.tsx';
import { useValidatedForm } from '../../../components/forms/useValidatedForm.ts';
import type { IssueReportValues } from '../formValues.ts';
import { issueReportSchema } from '../schemas.ts';
import { FieldRow } from './FieldRow.tsx';
import { FormActions } from './FormActions.tsx';

interface Props {
  initialValues: IssueReportValues;
  onSubmit: (values: IssueReportValues, helpers: FormikHelpers<IssueReportValues>) => Promise<void>;
  disabled: boolean;
}

/** The Report an Issue page's form (SPEC 5). */
export function ReportIssueForm({ initialValues, onSubmit, disabled }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: issueReportSchema, onSubmit });
  return (
    <FormikForm form={form}>
      <FieldRow>
        <FormikTextField form={form} name="gameName" label="Game name" required />
        <FormSelectField
          form={form}
          name="issueType"
          label="Issue type"
          placeholder="Select an issue type"
          options={issueTypeOptions}
          required
        />
      </FieldRow>
      <FormikTextField
        form={form}
        name="description"
        label="Description"
        required
        multiline
        rows={4}
        hint={`What happens, and what you expected (at least ${issueDescriptionMinLength} characters)`}
      />
      <FormikTextField
        form={form}
        name="systemSpecs"
        label="System specifications"
        required
        multiline
        rows={3}
        hint="Operating system, processor, memory and graphics card"
      />
      <FormikTextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
      <FormActions submitLabel="Submit Report" busyLabel="Submitting..." busy={disabled} />
    </FormikForm>
  );
}

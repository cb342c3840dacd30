import { platformOptions } from '../../../../../shared/validation/choices.ts';
import type { FormikTextFieldProps } from '../../../components/forms/FormikTextField.tsx';
import { FormikTextField } from '../../../components/forms/FormikTextField.tsx';
import { FormSelectField } from '../../../components/forms/FormSelectField.tsx';

interface GameRequestFieldValues {
  platform: string;
  releaseYear: string;
}

type FieldProps<Values extends GameRequestFieldValues> = { form: FormikTextFieldProps<Values>['form'] };

/** The platform choice of both game-request forms (the dialog and the Request a Game page). */
export function PlatformField<Values extends GameRequestFieldValues>({ form }: FieldProps<Values>) {
  return (
    <FormSelectField
      form={form}
      name="platform"
      label="Platform"
      placeholder="Select a platform"
      options={platformOptions}
      required
    />
  );
}

/** The release year of both game-request forms. */
export function ReleaseYearField<Values extends GameRequestFieldValues>({ form }: FieldProps<Values>) {
  return (
    <FormikTextField
      form={form}
      name="releaseYear"
      label="Release year"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
    />
  );
}

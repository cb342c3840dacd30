import type { FormikTextFieldProps } from './FormikTextField.tsx';
import { FormikTextField } from './FormikTextField.tsx';

type Props<Values> = Omit<FormikTextFieldProps<Values>, 'select' | 'children'> & {
  options: readonly string[];
  placeholder: string;
};

/** A native select (keyboard and screen-reader friendly on every device) with an empty first choice. */
export function FormSelectField<Values>({ options, placeholder, ...props }: Props<Values>) {
  return (
    <FormikTextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </FormikTextField>
  );
}

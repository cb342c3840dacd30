import type { FormikTextFieldProps } from './FormikTextField.tsx';
import { FormikTextField } from './FormikTextField.tsx';

type Props<Values> = Omit<FormikTextFieldProps<Values>, 'select' | 'children'> & {
  options: readonly string[];
  placeholder: string;
  /** What each option reads as, when not its value. */
  optionLabel?: (option: string) => string;
};

/** A native select (keyboard and screen-reader friendly on every device) with an empty first choice. */
export function FormSelectField<Values>({
  options,
  placeholder,
  optionLabel = (option) => option,
  ...props
}: Props<Values>) {
  return (
    <FormikTextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </FormikTextField>
  );
}

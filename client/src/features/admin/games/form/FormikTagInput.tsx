import { shownError } from '../../../../components/forms/shownError.ts';
import type { GameForm } from './gameFormState.ts';
import type { TagOption } from './TagInput.tsx';
import { TagInput } from './TagInput.tsx';

type ListField = 'genres' | 'tags' | 'platforms' | 'language';

interface Props {
  form: GameForm;
  name: ListField;
  label: string;
  options: readonly TagOption[];
}

/** A tag input bound to one of the game form's lists. */
export function FormikTagInput({ form, name, label, options }: Props) {
  return (
    <TagInput
      label={label}
      name={name}
      value={form.values[name]}
      onChange={(values) => void form.setFieldValue(name, values)}
      options={options}
      error={shownError(form, name)}
    />
  );
}

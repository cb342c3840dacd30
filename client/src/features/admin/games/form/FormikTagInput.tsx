import { shownError } from '../../../../components/forms/shownError.ts';
import type { GameForm } from './gameFormState.ts';
import type { TagOption } from './TagInput.tsx';
import { TagInput } from './TagInput.tsx';

type ListField = 'genres' | 'tags' | 'platforms' | 'language';

interface Props {
  form: GameForm;
  name: ListField;
  label: string;
  /** One entry, as the suggestions name it: "genre", "tag". */
  entryName: string;
  options: readonly TagOption[];
  /** Genres are the catalogue's only; the other lists take new entries too. */
  acceptsNew: boolean;
}

/** A tag input bound to one of the game form's lists. */
export function FormikTagInput({ form, name, label, entryName, options, acceptsNew }: Props) {
  return (
    <TagInput
      label={label}
      name={name}
      entryName={entryName}
      value={form.values[name]}
      onChange={(values) => void form.setFieldValue(name, values)}
      options={options}
      acceptsNew={acceptsNew}
      error={shownError(form, name)}
    />
  );
}

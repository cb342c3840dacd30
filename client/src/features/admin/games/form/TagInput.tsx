import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';

export interface TagOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  name: string;
  /** The chosen values, in the order they were added. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The predefined options offered as suggestions. */
  options: readonly TagOption[];
  error?: string;
  hint?: string;
}

export const noSuggestionsText = 'No suggestions found. Press Enter to add.';

/**
 * Chips for genres, tags, platforms or languages (SPEC 2.20): a suggestion picked or free text
 * entered with Enter adds a chip, chips can be removed, suggestions leave out what is chosen.
 */
export function TagInput({ label, name, value, onChange, options, error, hint }: Props) {
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const add = (entry: string) => {
    const trimmed = entry.trim();
    const known = options.find((option) => option.label.toLowerCase() === trimmed.toLowerCase());
    const next = known?.value ?? trimmed;
    if (next && !value.includes(next)) onChange([...value, next]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // With a suggestion highlighted, Enter picks it (the Autocomplete's own handling).
    if (event.key !== 'Enter' || highlighted !== null || text.trim() === '') return;
    event.preventDefault();
    (event as KeyboardEvent & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
    add(text);
  };
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options.map((option) => option.value)}
      getOptionLabel={(option) => labels.get(option) ?? option}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onHighlightChange={(_event, option) => setHighlighted(option)}
      noOptionsText={noSuggestionsText}
      onKeyDown={onKeyDown}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labels.get(option) ?? option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error !== undefined}
          helperText={error ?? hint}
        />
      )}
    />
  );
}

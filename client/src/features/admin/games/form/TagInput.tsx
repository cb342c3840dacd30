import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useMemo, useState } from 'react';

export interface TagOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  name: string;
  /** One entry, as the suggestions name it: "genre", "tag". */
  entryName: string;
  /** The chosen values, in the order they were added. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The predefined options offered as suggestions. */
  options: readonly TagOption[];
  /** Whether text that is no option may be added, after choosing the suggestion that offers it. */
  acceptsNew: boolean;
  error?: string;
  hint?: string;
}

/** The suggestion that adds typed text which matches no option. */
export const addAsNewText = (text: string, entryName: string) => `Add "${text}" as a new ${entryName}`;

/** What a closed list says when the typed text matches none of its options. */
export const noMatchText = (entryName: string) => `No ${entryName} matches: choose one from the list.`;

const filterKnown = createFilterOptions<string>();

/**
 * Chips for genres, tags, platforms or languages: the first matching suggestion is highlighted and
 * Enter adds the highlighted one (never submitting the form), chips can be removed, suggestions
 * leave out what is chosen. Text that matches no option is refused, or, where new entries are
 * accepted, offered as a suggestion of its own ('Add "xyz" as a new tag') to be chosen on purpose.
 */
export function TagInput({
  label,
  name,
  entryName,
  value,
  onChange,
  options,
  acceptsNew,
  error,
  hint,
}: Props) {
  const [text, setText] = useState('');
  // Stable, so that a render resets neither the typed text nor the highlighted suggestion.
  const values = useMemo(() => options.map((option) => option.value), [options]);
  const chosen = useMemo(() => [...value], [value]);
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const labelOf = (option: string) => labels.get(option) ?? option;
  const isKnown = (typed: string) =>
    options.some((option) => option.value.toLowerCase() === typed || option.label.toLowerCase() === typed);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter in the field picks a suggestion (the Autocomplete's handling) and never submits the form.
    if (event.key === 'Enter' && text.trim() !== '') event.preventDefault();
  };
  return (
    <Autocomplete
      multiple
      autoHighlight
      filterSelectedOptions
      options={values}
      getOptionLabel={labelOf}
      filterOptions={(candidates, state) => {
        const matches = filterKnown(candidates, state);
        const typed = state.inputValue.trim();
        const lower = typed.toLowerCase();
        const isNew = typed !== '' && !isKnown(lower) && !value.some((v) => v.toLowerCase() === lower);
        return acceptsNew && isNew ? [...matches, typed] : matches;
      }}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {labels.has(option) ? labelOf(option) : addAsNewText(option, entryName)}
        </li>
      )}
      value={chosen}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      noOptionsText={noMatchText(entryName)}
      onKeyDown={onKeyDown}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(option)} {...itemProps} />;
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

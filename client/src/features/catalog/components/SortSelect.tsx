import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface SortSelectProps {
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}

/**
 * "Sort by": a native select (the platform's own picker on phones) for a listing's order. MUI's
 * NativeSelect, not Select in native mode: Select brings its menu, popover and modal code along.
 */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id}>Sort by</InputLabel>
      <NativeSelect
        input={<OutlinedInput label="Sort by" />}
        value={value}
        inputProps={{ id }}
        onChange={(event) => onChange(event.target.value)}
        sx={{ bgcolor: 'background.paper' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

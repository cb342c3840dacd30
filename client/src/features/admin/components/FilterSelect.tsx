import TextField from '@mui/material/TextField';

export interface FilterChoice {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  /** Its share of the filter bar's row. */
  layout: { flex: string; maxWidth: { sm: number } };
}

/** One select of a console filter bar: native options, its label always above it. */
export function FilterSelect({ label, value, choices, onChange, layout }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ ...layout, bgcolor: 'background.paper' }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

import type { FilterOption } from '../reportFilters.ts';
import { kindOptions, statusOptions } from '../reportFilters.ts';

interface Props {
  status: string;
  kind: string;
  onStatusChange: (status: string) => void;
  onKindChange: (kind: string) => void;
}

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

const options = (choices: readonly FilterOption[]) =>
  choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));

/** Which reports to list: the status and kind selects above the table. */
export function ReportFilters({ status, kind, onStatusChange, onKindChange }: Props) {
  const field = { flex: '1 1 200px', maxWidth: { sm: 260 }, bgcolor: 'background.paper' } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => onStatusChange(event.target.value)}
        sx={field}
        slotProps={selectProps}
      >
        {options(statusOptions)}
      </TextField>
      <TextField
        select
        size="small"
        label="Kind"
        value={kind}
        onChange={(event) => onKindChange(event.target.value)}
        sx={field}
        slotProps={selectProps}
      >
        {options(kindOptions)}
      </TextField>
    </Box>
  );
}

import Box from '@mui/material/Box';

import { FilterSelect } from '../../components/FilterSelect.tsx';
import { kindOptions, statusOptions } from '../reportFilters.ts';

interface Props {
  status: string;
  kind: string;
  onStatusChange: (status: string) => void;
  onKindChange: (kind: string) => void;
}

const layout = { flex: '1 1 200px', maxWidth: { sm: 260 } };

/** Which reports to list: the status and kind selects above the table. */
export function ReportFilters({ status, kind, onStatusChange, onKindChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <FilterSelect
        label="Status"
        value={status}
        choices={statusOptions}
        onChange={onStatusChange}
        layout={layout}
      />
      <FilterSelect label="Kind" value={kind} choices={kindOptions} onChange={onKindChange} layout={layout} />
    </Box>
  );
}

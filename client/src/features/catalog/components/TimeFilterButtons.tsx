import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import type { Choice } from './SortSelect.tsx';

interface TimeFilterButtonsProps {
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}

/** One button per time period; the pressed one (aria-pressed) is the period shown. */
export function TimeFilterButtons({ value, options, onChange }: TimeFilterButtonsProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Time period"
      value={value}
      onChange={(_event, next: string | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{
        bgcolor: 'background.paper',
        width: { xs: '100%', sm: 'auto' },
        // Four equal buttons across a phone screen.
        '& .MuiToggleButton-root': {
          flex: { xs: 1, sm: 'none' },
          px: { xs: 0.5, sm: 2 },
          whiteSpace: 'nowrap',
        },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

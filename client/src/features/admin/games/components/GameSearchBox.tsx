import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** Filters by title, developer or category (SPEC 2.20). */
export function GameSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search games..."
      sx={{ width: { xs: 1, sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search games by title, developer or category' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

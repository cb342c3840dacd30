import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { roles } from '../../../../../../shared/access/roles.ts';
import { capitalise } from '../../../../lib/capitalise.ts';
import type { RoleFilter } from '../filterUsers.ts';

interface Props {
  search: string;
  role: RoleFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
  /** How many accounts the filters leave, of how many; undefined until the list arrived. */
  shown?: { count: number; total: number };
}

const isRoleFilter = (value: string): value is RoleFilter =>
  value === 'all' || (roles as readonly string[]).includes(value);

/** The search box and the role filter above the users table (SPEC 2.21). */
export function UserFilters({ search, role, onSearchChange, onRoleChange, shown }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        placeholder="Search users..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 }, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search users' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Filter by role"
        value={role}
        onChange={(event) => isRoleFilter(event.target.value) && onRoleChange(event.target.value)}
        sx={{ flex: '0 1 200px', bgcolor: 'background.paper' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="all">All roles</option>
        {roles.map((choice) => (
          <option key={choice} value={choice}>
            {capitalise(choice)}
          </option>
        ))}
      </TextField>
      {shown && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
          {shown.count === shown.total
            ? `${shown.total} ${shown.total === 1 ? 'user' : 'users'}`
            : `Showing ${shown.count} of ${shown.total} users`}
        </Typography>
      )}
    </Box>
  );
}

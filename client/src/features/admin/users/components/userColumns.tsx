import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

import type { UserTable_User } from '../../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteUserButton } from './DeleteUserButton.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { UserActivity } from './UserActivity.tsx';
import { UserSummary } from './UserSummary.tsx';

interface Actions {
  onEdit: (user: UserTable_User) => void;
  onDelete: (user: UserTable_User) => Promise<unknown>;
  /** The account being deleted. */
  busyId?: string;
}

/** The columns of the users table (SPEC 2.21): User, Role, Activity, Last Active, Actions. */
export function userColumns({ onEdit, onDelete, busyId }: Actions): Column<UserTable_User>[] {
  return [
    {
      header: 'User',
      maxWidth: 320,
      render: (user) => <UserSummary email={user.email} createdAt={user.createdAt} />,
    },
    { header: 'Role', render: (user) => <RoleBadge role={user.role} /> },
    {
      header: 'Activity',
      wrap: 'nowrap',
      render: (user) => <UserActivity favorites={user.favoritesCount} downloads={user.downloadsCount} />,
    },
    { header: 'Last Active', wrap: 'nowrap', render: (user) => formatDate(user.updatedAt) },
    {
      header: 'Actions',
      wrap: 'nowrap',
      render: (user) => (
        // Wraps on a phone's card rather than running past its edge while a delete is asked.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit user ${user.email}`} onClick={() => onEdit(user)}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <DeleteUserButton email={user.email} busy={busyId === user.id} onConfirm={() => onDelete(user)} />
        </Box>
      ),
    },
  ];
}

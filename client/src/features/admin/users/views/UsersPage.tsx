import { useQuery } from '@apollo/client/react';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { serverErrorText } from '../../../../apollo/serverErrorText.ts';
import { useSession } from '../../../../lib/session.ts';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { userColumns } from '../components/userColumns.tsx';
import { UserDialog } from '../components/UserDialog.tsx';
import { UserFilters } from '../components/UserFilters.tsx';
import type { RoleFilter } from '../filterUsers.ts';
import { filterUsers } from '../filterUsers.ts';
import { AdminUsersQuery } from '../queries.ts';
import type { UserFormValues } from '../schemas.ts';
import { emptyUser, userFormValues } from '../schemas.ts';
import { useUserDelete } from '../useUserDelete.ts';
import type { UserDialogTarget } from '../useUserSave.ts';
import { useUserSave } from '../useUserSave.ts';

/** SPEC 2.21: the accounts, searchable and filtered by role; add, edit and delete. */
export function UsersPage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [target, setTarget] = useState<UserDialogTarget>();
  const { save, busy, failure, ownPasswordAsked, reset } = useUserSave(refetch);
  const { remove, busyId } = useUserDelete(refetch);

  const open = (next: UserDialogTarget) => {
    reset();
    setTarget(next);
  };
  const submit = async (values: UserFormValues, form: FormikHelpers<UserFormValues>) => {
    if (target && (await save(target, values, form))) setTarget(undefined);
  };
  const rows = data && filterUsers(data.users, search, role);
  const editing = target?.mode === 'edit' ? target.user : undefined;

  return (
    <>
      <AdminPageHeader
        title="Users"
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => open({ mode: 'create' })}
          >
            Add User
          </Button>
        }
      />
      <UserFilters
        search={search}
        role={role}
        onSearchChange={setSearch}
        onRoleChange={setRole}
        shown={data && rows && { count: rows.length, total: data.users.length }}
      />
      <QueryTable
        caption="Users"
        columns={userColumns({
          onEdit: (user) => open({ mode: 'edit', user }),
          onDelete: (user) => remove(user.id),
          busyId,
        })}
        rows={rows}
        rowKey={(user) => user.id}
        emptyText="No users found matching your search."
        loading={loading}
        error={error}
        loadingLabel="Loading users..."
        errorText={`Error loading users: ${serverErrorText(error, error?.message ?? '')}`}
        onRetry={() => void refetch()}
      />
      {target && (
        <UserDialog
          mode={target.mode}
          initialValues={editing ? userFormValues(editing) : emptyUser}
          roleLocked={editing !== undefined && editing.id === session?.user.id}
          busy={busy}
          failure={failure}
          ownPasswordAsked={ownPasswordAsked}
          onSubmit={submit}
          onClose={() => setTarget(undefined)}
        />
      )}
    </>
  );
}

export default UsersPage;

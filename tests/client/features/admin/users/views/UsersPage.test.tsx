import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AdminDeleteUserMutation } from '../../../../../../client/src/features/admin/users/mutations.ts';
import { AdminUsersQuery } from '../../../../../../client/src/features/admin/users/queries.ts';
import UsersPage from '../../../../../../client/src/features/admin/users/views/UsersPage.tsx';
import { clearSession } from '../../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import {
  casual,
  everyone,
  moderator,
  openUsersPage,
  player,
  recorded,
  refusal,
  signedInAdmin,
  usersAnswer,
} from '../usersFixture.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const table = () => screen.getByRole('table', { name: 'Users' });
/** The email of each row, in order (the User cell also says when the account joined). */
const emailsShown = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => (within(row).queryAllByRole('cell')[0]?.textContent ?? '').replace(/Joined.*$/, ''));
const search = () => screen.getByRole('searchbox', { name: 'Search users' });
const roleFilter = () => screen.getByRole('combobox', { name: 'Filter by role' });

describe('Admin users page', () => {
  it('lists every account with its role, its real activity and its dates', async () => {
    await openUsersPage([usersAnswer(everyone)]);
    expect(emailsShown()).toEqual(everyone.map((account) => account.email));
    const row = within(table()).getByRole('row', { name: /player@games\.example/ });
    expect(within(row).getByText('user')).toBeInTheDocument();
    expect(within(row).getByText('4 favorites')).toBeInTheDocument();
    expect(within(row).getByText('7 downloads')).toBeInTheDocument();
    expect(within(row).getByText('Joined Mar 15, 2024')).toBeInTheDocument();
    expect(within(row).getByText('Jun 2, 2024')).toBeInTheDocument();
    const single = within(table()).getByRole('row', { name: /casual@example\.com/ });
    expect(within(single).getByText('1 favorite')).toBeInTheDocument();
    expect(within(single).getByText('1 download')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 users');
  });

  it('searches by email or role, filters by role, and combines both', async () => {
    await openUsersPage([usersAnswer(everyone)]);
    await user.type(search(), 'EXAMPLE.COM');
    expect(emailsShown()).toEqual([signedInAdmin.email, moderator.email, casual.email]);
    await user.selectOptions(roleFilter(), 'user');
    expect(emailsShown()).toEqual([casual.email]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 users');
    await user.clear(search());
    expect(emailsShown()).toEqual([player.email, casual.email]);
    await user.selectOptions(roleFilter(), 'All roles');
    await user.type(search(), 'moder');
    expect(emailsShown()).toEqual([moderator.email]);
    await user.type(search(), 'nobody');
    expect(within(table()).getByText('No users found matching your search.')).toBeInTheDocument();
  });

  it('deletes in two steps: a first click asks, cancel keeps the account, confirm deletes it', async () => {
    const deletion = recorded(AdminDeleteUserMutation, {
      data: { deleteUser: { __typename: 'MessageResult', message: 'User deleted successfully' } },
    });
    await openUsersPage([
      usersAnswer(everyone),
      deletion.mock,
      usersAnswer(everyone.filter((account) => account !== player)),
    ]);
    const remove = screen.getByRole('button', { name: `Delete user ${player.email}` });
    await user.click(remove);
    expect(screen.queryByRole('button', { name: `Delete user ${player.email}` })).not.toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: `Confirm delete of user ${player.email}` });
    expect(confirm).toHaveFocus();
    // The confirm step says what it does in words, not only with an icon.
    expect(within(confirm).getByText('Confirm delete')).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Cancel deleting user ${player.email}` }));
    expect(screen.getByRole('button', { name: `Delete user ${player.email}` })).toHaveFocus();
    expect(deletion.sent).toEqual([]);

    // A question left for elsewhere is taken back, without pulling the focus back.
    await user.click(screen.getByRole('button', { name: `Delete user ${player.email}` }));
    await user.tab();
    expect(screen.getByRole('button', { name: `Cancel deleting user ${player.email}` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: `Delete user ${player.email}` })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: `Edit user ${casual.email}` })).toHaveFocus();
    expect(deletion.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete user ${player.email}` }));
    await user.click(screen.getByRole('button', { name: `Confirm delete of user ${player.email}` }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(deletion.sent).toEqual([{ id: player.id }]);
    expect(await screen.findByText('3 users')).toBeInTheDocument();
    expect(emailsShown()).not.toContain(player.email);
  });

  it("shows the server's refusal when the admin tries to delete their own account", async () => {
    const refused = recorded(AdminDeleteUserMutation, refusal('You cannot delete your own account'));
    await openUsersPage([usersAnswer(everyone, 2), refused.mock]);
    await user.click(screen.getByRole('button', { name: `Delete user ${signedInAdmin.email}` }));
    await user.click(screen.getByRole('button', { name: `Confirm delete of user ${signedInAdmin.email}` }));
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Delete user ${signedInAdmin.email}` })).toHaveFocus();
    expect(emailsShown()).toContain(signedInAdmin.email);
  });

  it('says so when the list cannot be loaded', async () => {
    renderPage(<UsersPage />, {
      path: '/admin/users',
      mocks: [{ request: { query: AdminUsersQuery }, result: refusal('Upstream said no', 'NOT_FOUND') }],
    });
    expect(await screen.findByText('Error loading users: Upstream said no')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

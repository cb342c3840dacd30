import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import {
  AdminCreateUserMutation,
  AdminUpdateUserMutation,
} from '../../../../../../client/src/features/admin/users/mutations.ts';
import { clearSession } from '../../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { submissionKeyShape } from '../../../../support/keyedVariables.ts';
import {
  everyone,
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

const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByLabelText(name);
const roleSelect = () => within(dialog()).getByRole('combobox', { name: /^Role/ });
const updated = (role: string) => ({ data: { updateUser: { ...player, role } } });

async function editPlayer() {
  await user.click(screen.getByRole('button', { name: `Edit user ${player.email}` }));
  expect(within(dialog()).getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
}

describe('Add User / Edit User dialog', () => {
  it('checks the email and asks for a password when creating (SPEC 5), then creates the account', async () => {
    const created = { ...player, id: '9', email: 'new@example.com', role: 'moderator' };
    const creation = recorded(AdminCreateUserMutation, { data: { createUser: created } });
    await openUsersPage([usersAnswer(everyone), creation.mock, usersAnswer([...everyone, created])]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(roleSelect()).toHaveValue('user');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Password/)).toHaveAccessibleDescription('Password is required');
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Password/), 'weak');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(field(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(creation.sent).toEqual([]);

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), ' new@example.com ');
    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'Brand-New-Pass-7');
    await user.selectOptions(roleSelect(), 'Moderator');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(creation.sent).toEqual([
      {
        input: { email: 'new@example.com', password: 'Brand-New-Pass-7', role: 'moderator' },
        idempotencyKey: expect.stringMatching(submissionKeyShape),
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is fetched again and shows the new account.
    expect(await screen.findByRole('row', { name: /new@example\.com/ })).toBeInTheDocument();
  });

  it("puts the server's field messages under their fields", async () => {
    const common = 'This password is too common. Please choose another one.';
    const creation = recorded(
      AdminCreateUserMutation,
      refusal(common, 'BAD_USER_INPUT', { password: common }),
    );
    await openUsersPage([usersAnswer(everyone), creation.mock]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await user.type(field(/^Email/), 'new@example.com');
    await user.type(field(/^Password/), 'Password1');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(common);
    expect(field(/^Password/)).toHaveAccessibleDescription(common);
    expect(dialog()).toBeInTheDocument();
  });

  it("says 'No changes to update' and sends nothing when an edit changed nothing", async () => {
    const update = recorded(AdminUpdateUserMutation, updated('user'));
    await openUsersPage([usersAnswer(everyone), update.mock]);
    await editPlayer();
    expect(field(/^Email/)).toHaveValue(player.email);
    expect(field(/^New password/)).toHaveValue('');
    // The same address in other letter case is the same account address.
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), player.email.toUpperCase());
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('No changes to update');
    expect(update.sent).toEqual([]);
    expect(dialog()).toBeInTheDocument();
  });

  it('sends only the fields that changed, and the password only when one was typed', async () => {
    const roleOnly = recorded(AdminUpdateUserMutation, updated('moderator'));
    await openUsersPage([usersAnswer(everyone, 3), roleOnly.mock]);
    await editPlayer();
    await user.selectOptions(roleSelect(), 'Moderator');
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(roleOnly.sent).toEqual([{ id: player.id, input: { role: 'moderator' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a new email and password without the unchanged role', async () => {
    const update = recorded(AdminUpdateUserMutation, updated('user'));
    await openUsersPage([usersAnswer(everyone, 2), update.mock]);
    await editPlayer();
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'renamed@example.com');
    await user.type(field(/^New password/), 'Other-Pass-77t');
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(update.sent).toEqual([
      { id: player.id, input: { email: 'renamed@example.com', password: 'Other-Pass-77t' } },
    ]);
  });

  it("shows the server's refusal and falls back to 'Failed to update user'", async () => {
    const update = recorded(AdminUpdateUserMutation, refusal('Unexpected error', 'INTERNAL_SERVER_ERROR'));
    await openUsersPage([usersAnswer(everyone), update.mock]);
    await editPlayer();
    await user.selectOptions(roleSelect(), 'Admin');
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to update user');
  });

  it("asks for the admin's own password only when the server says the session needs it", async () => {
    const needed = messages.currentPasswordNeeded;
    const refused = recorded(
      AdminUpdateUserMutation,
      refusal(needed, 'BAD_USER_INPUT', { currentPassword: needed }),
    );
    const confirmed = recorded(AdminUpdateUserMutation, updated('admin'));
    await openUsersPage([usersAnswer(everyone, 3), refused.mock, confirmed.mock]);
    await editPlayer();
    expect(within(dialog()).queryByLabelText(/^Your password/)).not.toBeInTheDocument();
    await user.selectOptions(roleSelect(), 'Admin');
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));

    const ownPassword = await within(dialog()).findByLabelText(/^Your password/);
    expect(ownPassword).toHaveFocus();
    expect(ownPassword).toHaveAccessibleDescription(needed);
    expect(refused.sent).toEqual([{ id: player.id, input: { role: 'admin' } }]);
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(ownPassword).toHaveAccessibleDescription(needed);
    expect(confirmed.sent).toEqual([]);

    await user.type(ownPassword, 'Admin-Own-Pass-1');
    await user.click(within(dialog()).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(confirmed.sent).toEqual([
      { id: player.id, input: { role: 'admin' }, currentPassword: 'Admin-Own-Pass-1' },
    ]);
  });

  it("sends the admin's own password with a new staff account once asked", async () => {
    const needed = messages.currentPasswordNeeded;
    const created = { ...player, id: '9', email: 'staff@example.com', role: 'admin' };
    const refused = recorded(
      AdminCreateUserMutation,
      refusal(needed, 'BAD_USER_INPUT', { currentPassword: needed }),
    );
    const confirmed = recorded(AdminCreateUserMutation, { data: { createUser: created } });
    await openUsersPage([usersAnswer(everyone, 2), refused.mock, confirmed.mock]);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await user.type(field(/^Email/), 'staff@example.com');
    await user.type(field(/^Password/), 'Staff-Pass-29w');
    await user.selectOptions(roleSelect(), 'Admin');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    await user.type(await within(dialog()).findByLabelText(/^Your password/), 'Admin-Own-Pass-1');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(confirmed.sent).toEqual([
      {
        input: { email: 'staff@example.com', password: 'Staff-Pass-29w', role: 'admin' },
        currentPassword: 'Admin-Own-Pass-1',
        idempotencyKey: expect.stringMatching(submissionKeyShape),
      },
    ]);
  });

  it("locks the signed-in admin's own role and says why", async () => {
    await openUsersPage([usersAnswer(everyone)]);
    await user.click(screen.getByRole('button', { name: `Edit user ${signedInAdmin.email}` }));
    expect(roleSelect()).toBeDisabled();
    expect(roleSelect()).toHaveAccessibleDescription('You cannot change your own role: ask another admin.');
    await user.keyboard('{Escape}');
    await editPlayer();
    expect(roleSelect()).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AccountDeleteMutation } from '../../../../../../client/src/features/account/mutations.ts';
import SettingsPage from '../../../../../../client/src/features/account/views/SettingsPage.tsx';
import { getSession } from '../../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { settingsAnswer, signInWithAdminToken, storedSessionItems } from '../../profileFixtures.ts';
import { forgetSessions, refusal } from '../../signInFixtures.ts';
import { twoFactorStatusAnswer } from '../../twoFactorFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const deleted = (password: string, result: object) => ({
  request: { query: AccountDeleteMutation, variables: { password } },
  result,
});
const accountDeleted = {
  data: { deleteAccount: { __typename: 'MessageResult', message: messages.accountDeleted } },
};

/** The settings of a visitor signed in with Remember me through the console (adminToken kept too). */
function open(mocks: object[]) {
  signInWithAdminToken();
  return renderPage(<SettingsPage />, {
    path: '/account/settings',
    mocks: [settingsAnswer(true, true), twoFactorStatusAnswer(false), ...mocks] as never,
    otherRoutes: ['/', '/login'],
  });
}

async function openDialog() {
  const panel = screen.getByRole('region', { name: 'Delete Account' });
  expect(panel).toHaveTextContent('Your favorites, your download history and every session');
  await user.click(within(panel).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const password = within(dialog).getByLabelText(/^Password/);
  const submit = async (value: string) => {
    await user.clear(password);
    if (value) await user.type(password, value);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  };
  return { dialog, password, submit };
}

describe('deleting the account', () => {
  it('asks for the password, says a wrong one under it, and Cancel keeps the account', async () => {
    open([
      deleted(
        'Wrong-Pass-1',
        refusal(messages.passwordIncorrect, 'BAD_USER_INPUT', { password: messages.passwordIncorrect }),
      ),
    ]);
    const { dialog, password, submit } = await openDialog();
    expect(password).toHaveFocus();
    await submit('');
    expect(password).toHaveAccessibleDescription(messages.passwordRequired);
    await submit('Wrong-Pass-1');
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.passwordIncorrect));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession()?.token).toBe('signed-token');
  });

  it("shows the server's refusal of the last admin in the dialog and as a toast", async () => {
    const lastAdmin = 'At least one admin must remain';
    open([deleted('Admin-Pass-1', refusal(lastAdmin, 'BAD_USER_INPUT'))]);
    const { dialog, password, submit } = await openDialog();
    await submit('Admin-Pass-1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
    await waitFor(() => expect(screen.getAllByText(lastAdmin)).toHaveLength(2));
    expect(password).not.toHaveAccessibleDescription(lastAdmin);
    expect(getSession()?.token).toBe('signed-token');
  });

  it('deletes it, signs out here and goes home', async () => {
    const { router } = open([deleted('Player-Pass-1', accountDeleted)]);
    const { submit } = await openDialog();
    await submit('Player-Pass-1');
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(storedSessionItems()).toEqual([null, null, null, null]);
    expect(router.state.location.pathname).toBe('/');
  });
});

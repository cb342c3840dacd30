import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AccountUpdateSettingsMutation } from '../../../../../../client/src/features/account/mutations.ts';
import { AccountSettingsQuery } from '../../../../../../client/src/features/account/queries.ts';
import SettingsPage from '../../../../../../client/src/features/account/views/SettingsPage.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';
import { failure, settingsAnswer, signIn } from '../../profileFixtures.ts';
import { forgetSessions } from '../../signInFixtures.ts';
import { twoFactorStatusAnswer } from '../../twoFactorFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const saved = (emailNotifications: boolean, downloadNotifications: boolean, result?: object) => ({
  request: {
    query: AccountUpdateSettingsMutation,
    variables: { input: { emailNotifications, downloadNotifications } },
  },
  result: result ?? {
    data: { updateSettings: { __typename: 'AccountSettings', emailNotifications, downloadNotifications } },
  },
});

function open(mocks: object[]) {
  signIn();
  return renderPage(<SettingsPage />, {
    path: '/account/settings',
    mocks: [...mocks, twoFactorStatusAnswer(false)] as never,
    otherRoutes: ['/login'],
  });
}

const toggle = (name: string) => screen.findByRole('switch', { name });

describe('account settings page', () => {
  it('saves each toggle as soon as it is flipped', async () => {
    open([settingsAnswer(true, true), saved(false, true), saved(false, false)]);
    const email = await toggle('Email notifications');
    const downloads = await toggle('Download notifications');
    expect(email).toBeChecked();
    expect(downloads).toBeChecked();
    expect(email).toHaveAccessibleDescription('News about the site and answers to your requests.');

    await user.click(email);
    expect(email).not.toBeChecked();
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    await user.click(downloads);
    await waitFor(() => expect(downloads).not.toBeChecked());
    await waitFor(() => expect(screen.getAllByText('Settings saved successfully')).toHaveLength(2));
  });

  it('puts the toggle back and says so when the save fails', async () => {
    // The answer takes a moment: the switch shows its new state meanwhile.
    open([settingsAnswer(false, true), { ...saved(true, true, failure), delay: 100 }]);
    const email = await toggle('Email notifications');
    expect(email).not.toBeChecked();
    await user.click(email);
    expect(email).toBeChecked();
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    await waitFor(() => expect(email).not.toBeChecked());
  });

  it('says when the settings cannot be loaded', async () => {
    open([{ request: { query: AccountSettingsQuery }, result: failure }]);
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows two-factor authentication under Security, with Enable while it is off', async () => {
    open([settingsAnswer(true, true)]);
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it('sends a visitor without a session to the login, remembering the page', async () => {
    const { router } = renderPage(<SettingsPage />, {
      path: '/account/settings?tab=1#notifications',
      route: '/account/settings',
      otherRoutes: ['/login'],
    });
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account/settings', search: '?tab=1', hash: '#notifications' },
    });
  });
});

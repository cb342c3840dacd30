import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import {
  AccountUpdatePasswordMutation,
  AccountUpdateProfileMutation,
} from '../../../../../../client/src/features/account/mutations.ts';
import ProfilePage from '../../../../../../client/src/features/account/views/ProfilePage.tsx';
import { getSession } from '../../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import {
  displayNameAnswer,
  download,
  downloadsAnswer,
  emptyCommunityAnswers,
  failure,
  favorite,
  favoritesAnswer,
  myCommentsAnswer,
  myRatingsAnswer,
  profileAnswer,
  signIn,
  visitor,
} from '../../profileFixtures.ts';
import { forgetSessions, refusal } from '../../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

function open(mocks: object[] = [favoritesAnswer([]), downloadsAnswer([])], remember = false) {
  signIn(remember);
  return renderPage(<ProfilePage />, {
    path: '/account/profile',
    mocks: [profileAnswer(), ...emptyCommunityAnswers(), ...mocks] as never,
    otherRoutes: ['/login', '/game/:slug'],
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const currentPassword = 'Player-Pass-1';
const updateProfile = (email: string, result: object) => ({
  request: { query: AccountUpdateProfileMutation, variables: { email, currentPassword } },
  result,
});
const updatePassword = (result: object) => ({
  request: {
    query: AccountUpdatePasswordMutation,
    variables: { currentPassword: 'Old-Pass-1', newPassword: 'New-Pass-2' },
  },
  result,
});

const emailPasswordField = () => within(section('Account Details')).getByLabelText(/^Current Password/);

/**
 * Opens the email's edit and types `email` in place of the current one, and the current password
 * (unless `password` is empty); answers the email field.
 */
async function typeEmail(email: string, password = currentPassword) {
  const details = section('Account Details');
  await user.click(await within(details).findByRole('button', { name: 'Edit email' }));
  const field = within(details).getByRole('textbox', { name: /^Email/ });
  await user.clear(field);
  await user.type(field, email);
  if (password) await user.type(emailPasswordField(), password);
  return field;
}

const saveButton = () => within(section('Account Details')).getByRole('button', { name: 'Save' });

async function changePassword(confirm = 'New-Pass-2') {
  await user.type(passwordField('Current Password'), 'Old-Pass-1');
  await user.type(passwordField('New Password'), 'New-Pass-2');
  await user.type(passwordField('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('profile page', () => {
  it('shows the email, role and the month and year the visitor joined', async () => {
    open();
    const details = section('Account Details');
    expect(await within(details).findByText(visitor.email)).toBeInTheDocument();
    expect(within(details).getByText('User')).toBeInTheDocument();
    expect(within(details).getByText('Member since').nextElementSibling).toHaveTextContent('March 2024');
  });

  it('lists favorites and downloads, newest first, with links to their games', async () => {
    open([
      favoritesAnswer([
        favorite(3, 'Xonotic', '2026-02-01T08:00:00Z'),
        favorite(5, 'Mindustry', '2026-01-20T08:00:00Z'),
      ]),
      downloadsAnswer([download(3, 'Xonotic', '2026-02-03T09:30:00Z', '0.8.6', '1.1 GB')]),
    ]);
    const favorites = await screen.findByRole('list', { name: 'Starred games' });
    const [first, second] = within(favorites).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Xonotic' })).toHaveAttribute(
      'href',
      '/game/xonotic',
    );
    expect(first).toHaveTextContent('Starred Feb 1, 2026');
    expect(second).toHaveTextContent('Mindustry');

    const downloads = await screen.findByRole('list', { name: 'Downloaded games' });
    const row = within(downloads).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Xonotic' })).toHaveAttribute('href', '/game/xonotic');
    expect(row).toHaveTextContent('Version 0.8.6 · 1.1 GB · Downloaded Feb 3, 2026');
  });

  it('says when there are no starred games, downloads, ratings or comments yet', async () => {
    open();
    expect(await within(section('Starred Games')).findByText(/^No starred games yet/)).toBeInTheDocument();
    expect(await within(section('My Ratings')).findByText(/^No ratings yet/)).toBeInTheDocument();
    expect(await within(section('My Comments')).findByText(/^No comments yet/)).toBeInTheDocument();
    expect(await within(section('Downloads')).findByText(/^No downloads yet/)).toBeInTheDocument();
  });

  it('says which part failed to load, and loads it again on Try again', async () => {
    signIn();
    renderPage(<ProfilePage />, {
      path: '/account/profile',
      mocks: [
        profileAnswer(failure),
        favoritesAnswer(failure),
        downloadsAnswer(failure),
        displayNameAnswer(null),
        myRatingsAnswer(failure),
        myCommentsAnswer(failure),
        favoritesAnswer([]),
        myRatingsAnswer([]),
      ] as never,
    });
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load favorites')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load downloads')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load ratings')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load comments')).toBeInTheDocument();
    await user.click(within(section('Starred Games')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Starred Games')).findByText(/^No starred games yet/)).toBeInTheDocument();
    await user.click(within(section('My Ratings')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('My Ratings')).findByText(/^No ratings yet/)).toBeInTheDocument();
  });

  it('edits the email in place: Cancel keeps it, Save checks and stores it (the header too)', async () => {
    open([
      favoritesAnswer([]),
      downloadsAnswer([]),
      updateProfile('new@example.com', {
        data: {
          updateProfile: {
            __typename: 'Profile',
            ...visitor,
            email: 'new@example.com',
            createdAt: '2024-03-15T10:00:00.000Z',
            emailVerified: false,
          },
        },
      }),
    ]);
    const details = section('Account Details');
    await user.click(await within(details).findByRole('button', { name: 'Edit email' }));
    const field = within(details).getByRole('textbox', { name: /^Email/ });
    expect(field).toHaveValue(visitor.email);
    expect(field).toHaveFocus();
    await user.type(field, 'more');
    await user.click(within(details).getByRole('button', { name: 'Cancel' }));
    expect(within(details).getByText(visitor.email)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Edit email' })).toHaveFocus();

    const again = await typeEmail('new at example', '');
    await user.click(saveButton());
    expect(again).toHaveAccessibleDescription('Invalid email address');
    expect(emailPasswordField()).toHaveAccessibleDescription(messages.currentPasswordRequired);
    await user.clear(again);
    await user.type(again, 'New@Example.com');
    await user.type(emailPasswordField(), currentPassword);
    await user.click(saveButton());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await within(details).findByText('new@example.com')).toBeInTheDocument();
    expect(getSession()?.user.email).toBe('new@example.com');
    // The new address is unverified: the page says so and offers a link.
    expect(within(details).getByText(messages.emailVerification.required)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Resend email' })).toBeEnabled();
  });

  it("keeps the edit open with the server's text when the email is refused", async () => {
    open([
      favoritesAnswer([]),
      downloadsAnswer([]),
      updateProfile('taken@example.com', refusal('Failed to update profile', 'BAD_USER_INPUT')),
    ]);
    const field = await typeEmail('taken@example.com');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(field).toBeInTheDocument();
    expect(getSession()?.user.email).toBe(visitor.email);
  });

  it('puts "Current password is incorrect" under the password that confirms the new email', async () => {
    open([
      favoritesAnswer([]),
      downloadsAnswer([]),
      updateProfile(
        'new@example.com',
        refusal(messages.currentPasswordIncorrect, 'BAD_USER_INPUT', {
          currentPassword: messages.currentPasswordIncorrect,
        }),
      ),
    ]);
    const field = await typeEmail('new@example.com');
    await user.click(saveButton());
    await waitFor(() =>
      expect(emailPasswordField()).toHaveAccessibleDescription(messages.currentPasswordIncorrect),
    );
    expect(field).toHaveValue('new@example.com');
    expect(getSession()?.user.email).toBe(visitor.email);
  });

  it("checks the new password and says 'Passwords do not match' on the confirmation", async () => {
    open();
    await user.type(passwordField('Current Password'), 'Old-Pass-1');
    await user.type(passwordField('New Password'), 'weakpass');
    await user.type(passwordField('Confirm New Password'), 'weakpas');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(passwordField('New Password')).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(passwordField('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('puts "Current password is incorrect" under the current password', async () => {
    open([
      favoritesAnswer([]),
      downloadsAnswer([]),
      updatePassword(
        refusal('Current password is incorrect', 'BAD_USER_INPUT', {
          currentPassword: 'Current password is incorrect',
        }),
      ),
    ]);
    await changePassword();
    await waitFor(() =>
      expect(passwordField('Current Password')).toHaveAccessibleDescription('Current password is incorrect'),
    );
    // The same text in the toast as well.
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
    expect(getSession()?.token).toBe('signed-token');
  });

  it('keeps the visitor signed in with the fresh token, where the session was kept', async () => {
    open(
      [
        favoritesAnswer([]),
        downloadsAnswer([]),
        updatePassword({
          data: {
            updatePassword: {
              __typename: 'PasswordResult',
              message: 'Password updated successfully',
              token: 'fresh-token',
            },
          },
        }),
      ],
      true,
    );
    await changePassword();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(getSession()).toEqual({ token: 'fresh-token', user: visitor });
    expect(localStorage.getItem('auth-storage')).toContain('fresh-token');
    expect(sessionStorage.getItem('auth-storage')).toBeNull();
    expect(passwordField('Current Password')).toHaveValue('');
  });
});

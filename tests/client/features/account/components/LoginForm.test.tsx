import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { LoginForm } from '../../../../../client/src/features/account/components/LoginForm.tsx';
import type { LoginValues } from '../../../../../client/src/features/account/schemas.ts';
import { emptyLogin } from '../../../../../client/src/features/account/schemas.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { loginForm } from '../signInFixtures.ts';

const credentials = { email: 'player@example.com', password: 'Player-Pass-1' };

let user: UserEvent;
let sent: LoginValues[];
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  sent = [];
});

/** The one login form of the site and the console, on its own. */
function open(disabled = false) {
  const onSubmit = async (values: LoginValues) => {
    sent.push(values);
  };
  renderPage(
    <LoginForm
      initialValues={emptyLogin}
      onSubmit={onSubmit}
      disabled={disabled}
      rememberMeAside={<a href="/forgot-password">Forgot password?</a>}
    />,
  );
  return loginForm(user);
}

describe('Login form', () => {
  it('checks on submit, then on every change, and sends nothing invalid (SPEC 5)', async () => {
    const { email, password } = open();
    await user.type(email(), 'not an email');
    expect(email()).not.toHaveAccessibleDescription();
    await user.clear(email());
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveFocus();
    await user.type(email(), 'player at example');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    await user.type(password(), 'short');
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
    await user.clear(email());
    await user.type(email(), credentials.email);
    expect(email()).not.toHaveAccessibleDescription();
    expect(sent).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { password } = open();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('sends the credentials with the Remember me choice', async () => {
    await open().signIn(credentials, true);
    await waitFor(() => expect(sent).toEqual([{ ...credentials, rememberMe: true }]));
  });

  it('shows what the page puts beside Remember me', () => {
    open();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('reads Signing in... while the page is busy', () => {
    open(true);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});

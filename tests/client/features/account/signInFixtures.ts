import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { AccountLogoutMutation } from '../../../../client/src/features/account/mutations.ts';
import { clearSession, getSession } from '../../../../client/src/lib/session.ts';
import { messages } from '../../../../shared/validation/messages.ts';

/** What the server answers for a signed-in visitor. */
export const signedIn = (email: string, role = 'user') => ({
  __typename: 'Session' as const,
  token: 'signed-token',
  user: { __typename: 'SessionUser' as const, id: '7', email, role },
});

/** What `login` and `adminLogin` answer for an account without two-factor sign-in: the session. */
export const signInAnswer = (email: string, role = 'user') => ({
  ...signedIn(email, role),
  __typename: 'SignIn' as const,
  twoFactorChallenge: null,
});

/** A GraphQL answer refusing the operation with `code`, and the fields it names, if any. */
export const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** The server's answer to the logout: by default the token is ended. */
export const logoutAnswer = (
  result: object = { data: { logout: { __typename: 'MessageResult', message: messages.session.loggedOut } } },
) => ({ request: { query: AccountLogoutMutation }, result });

/** Each test starts signed out, with empty storage. */
export function forgetSessions(): void {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
}

/** The login form (the site's and the console's) as a visitor fills it in. */
export function loginForm(user: UserEvent) {
  const email = () => screen.getByRole('textbox', { name: /^Email/ });
  const password = () => screen.getByLabelText(/^Password/);
  const signIn = async (credentials: { email: string; password: string }, remember = false) => {
    await user.type(email(), credentials.email);
    await user.type(password(), credentials.password);
    if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  };
  return { email, password, signIn };
}

/** A refused sign-in: the text as a toast and in the form, no session, and the form ready again. */
export async function expectRefusedSignIn(text: string): Promise<void> {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getAllByText(text)).toHaveLength(2);
  expect(getSession()).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
}

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AdminLoginMutation } from '../../../../../../client/src/features/admin/login/mutations.ts';
import AdminLoginPage from '../../../../../../client/src/features/admin/login/views/AdminLoginPage.tsx';
import { clearSession, getSession } from '../../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { expectRefusedSignIn, loginForm } from '../../../account/signInFixtures.ts';
import { challengeAnswer, completeAnswer } from '../../../account/twoFactorFixtures.ts';

const credentials = { email: 'admin@example.com', password: 'Admin-Pass-1' };
const session = {
  __typename: 'SignIn',
  twoFactorChallenge: null,
  token: 'signed-token',
  user: { __typename: 'SessionUser', id: '1', email: credentials.email, role: 'admin' },
};
const answer = (result: object, rememberMe = false) => ({
  request: { query: AdminLoginMutation, variables: { input: { ...credentials, rememberMe } } },
  result,
});
const refusal = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

// The form's messages and show/hide are tested once, with the form (account/components/LoginForm.test.tsx).
const signIn = (remember = false) => loginForm(user).signIn(credentials, remember);

function open(mocks: object[] = [], state?: unknown) {
  return renderPage(<AdminLoginPage />, {
    path: '/admin/login',
    mocks: mocks as never,
    state,
    otherRoutes: ['/admin', '/admin/dmca'],
  });
}

describe('Admin login page', () => {
  it('asks an admin with two-factor sign-in for the code, then opens the console with the session', async () => {
    open([
      answer({ data: { adminLogin: challengeAnswer } }),
      completeAnswer('123456', undefined, credentials.email, 'admin'),
    ]);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-Factor Sign In' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Authentication or recovery code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Arrived at /admin')).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBe('signed-token');
  });

  it('welcomes the admin back, keeps the session for this tab only and opens the dashboard', async () => {
    open([answer({ data: { adminLogin: session } })]);
    await signIn();
    expect(await screen.findByText('Arrived at /admin')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(getSession()?.user.email).toBe(credentials.email);
    expect(sessionStorage.getItem('adminToken')).toBe('signed-token');
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('keeps the session across browser restarts with Remember me', async () => {
    open([answer({ data: { adminLogin: session } }, true)]);
    await signIn(true);
    expect(await screen.findByText('Arrived at /admin')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('signed-token');
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}')).toMatchObject({ token: 'signed-token' });
  });

  it('returns to the console page the guard remembered', async () => {
    open([answer({ data: { adminLogin: session } })], { from: { pathname: '/admin/dmca' } });
    await signIn();
    expect(await screen.findByText('Arrived at /admin/dmca')).toBeInTheDocument();
  });

  it('tells a user without a console role that access is denied, and keeps no session', async () => {
    const denied = 'Access denied. Only administrators can access this area.';
    open([answer(refusal(denied, 'FORBIDDEN'))]);
    await signIn();
    await expectRefusedSignIn(denied);
  });

  it('falls back to Login failed when the server gives no usable text', async () => {
    open([answer(refusal('Unexpected error', 'INTERNAL_SERVER_ERROR'))]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AdminLoginMutation } from '../../../../client/src/features/admin/login/mutations.ts';
import AdminLoginPage from '../../../../client/src/features/admin/login/views/AdminLoginPage.tsx';
import { clearSession, getSession } from '../../../../client/src/lib/session.ts';
import { renderPage } from '../../support/renderPage.tsx';

const credentials = { email: 'admin@example.com', password: 'Admin-Pass-1' };
const session = {
  __typename: 'Session',
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

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/);

async function signIn(remember = false) {
  await user.type(email(), credentials.email);
  await user.type(password(), credentials.password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function open(mocks: object[] = [], state?: unknown) {
  return renderPage(<AdminLoginPage />, {
    path: '/admin/login',
    mocks: mocks as never,
    state,
    otherRoutes: ['/admin', '/admin/dmca'],
  });
}

describe('Admin login page', () => {
  it('checks the email and the password length (SPEC 5)', async () => {
    open();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    await user.type(email(), 'admin at example');
    await user.type(password(), 'short');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('shows and hides the password', async () => {
    open();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
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
    expect(await screen.findByRole('alert')).toHaveTextContent(denied);
    expect(screen.getAllByText(denied)).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to Login failed when the server gives no usable text', async () => {
    open([answer(refusal('Unexpected error', 'INTERNAL_SERVER_ERROR'))]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});

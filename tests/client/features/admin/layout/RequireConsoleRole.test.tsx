import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RequireConsoleRole } from '../../../../../client/src/features/admin/layout/RequireConsoleRole.tsx';
import { clearSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { profileAnswer } from '../../account/profileFixtures.ts';
import { enableAnswer, setupAnswer, twoFactorStatusAnswer } from '../../account/twoFactorFixtures.ts';

const account = (role: string) => ({ id: '1', email: `${role}@example.com`, role });

const signIn = (role: string) => saveSession({ token: 'token', user: account(role) }, { remember: false });

/** What the server answers `me` with for the session's token: the account with `role`. */
const serverSays = (role: string) =>
  profileAnswer({
    data: { me: { __typename: 'Profile', ...account(role), createdAt: '2024-03-15T10:00:00.000Z' } },
  });

/** The guarded page at `path`; the server names the stored role unless told another. */
function openGuarded(path: string, role?: string, extraMocks: object[] = [twoFactorStatusAnswer(false)]) {
  return renderPage(
    <RequireConsoleRole>
      <p>The page</p>
    </RequireConsoleRole>,
    {
      path,
      route: '/admin/*',
      otherRoutes: ['/admin/login', '/admin/unauthorized'],
      mocks: (role === undefined ? [] : [serverSays(role), ...extraMocks]) as never,
    },
  );
}

const user = userEvent.setup({ delay: null });

afterEach(() => clearSession());

describe('the console guard', () => {
  it('sends a visitor without a session to the login, remembering where they were going', async () => {
    const { router } = openGuarded('/admin/requests');
    expect(await screen.findByText('Arrived at /admin/login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/admin/requests', search: '', hash: '' },
    });
  });

  it('sends a moderator to /admin/unauthorized for the users page, and lets them into DMCA notices', async () => {
    signIn('moderator');
    openGuarded('/admin/users', 'moderator');
    expect(await screen.findByText('Arrived at /admin/unauthorized')).toBeInTheDocument();
  });

  it('shows a moderator the moderation pages', async () => {
    signIn('moderator');
    openGuarded('/admin/dmca', 'moderator');
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('shows only the two-factor set-up while the site requires it of staff, then the page', async () => {
    signIn('moderator');
    openGuarded('/admin/dmca', 'moderator', [
      twoFactorStatusAnswer(false, true),
      setupAnswer,
      enableAnswer('123456'),
      twoFactorStatusAnswer(true, true),
    ]);
    expect(await screen.findByRole('heading', { name: 'Set Up Two-Factor Sign-In' })).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      setupAnswer.result.data.startTwoFactorSetup.qrCode,
    );
    await user.type(screen.getByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    // The codes stay until the visitor says they saved them.
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('sends a signed-in user to /admin/unauthorized, even for the dashboard', async () => {
    signIn('user');
    openGuarded('/admin', 'user');
    expect(await screen.findByText('Arrived at /admin/unauthorized')).toBeInTheDocument();
  });

  it('goes to the login as soon as the session ends while a page is open', async () => {
    signIn('admin');
    openGuarded('/admin/users', 'admin');
    expect(await screen.findByText('The page')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('Arrived at /admin/login')).toBeInTheDocument();
  });

  it('sends a session whose stored role claims admin to /admin/unauthorized once the server says user', async () => {
    signIn('admin');
    openGuarded('/admin/users', 'user');
    expect(await screen.findByText('Arrived at /admin/unauthorized')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';

import { RequireConsoleRole } from '../../../../../client/src/features/admin/layout/RequireConsoleRole.tsx';
import { clearSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const signIn = (role: string) =>
  saveSession({ token: 'token', user: { id: '1', email: `${role}@example.com`, role } }, { remember: false });

function openGuarded(path: string) {
  return renderPage(
    <RequireConsoleRole>
      <p>The page</p>
    </RequireConsoleRole>,
    { path, route: '/admin/*', otherRoutes: ['/admin/login', '/admin/unauthorized'] },
  );
}

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
    openGuarded('/admin/users');
    expect(await screen.findByText('Arrived at /admin/unauthorized')).toBeInTheDocument();
  });

  it('shows a moderator the moderation pages', () => {
    signIn('moderator');
    openGuarded('/admin/dmca');
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('sends a signed-in user to /admin/unauthorized, even for the dashboard', async () => {
    signIn('user');
    openGuarded('/admin');
    expect(await screen.findByText('Arrived at /admin/unauthorized')).toBeInTheDocument();
  });

  it('goes to the login as soon as the session ends while a page is open', async () => {
    signIn('admin');
    openGuarded('/admin/users');
    expect(screen.getByText('The page')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('Arrived at /admin/login')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';

import { RequireSession } from '../../../../../client/src/features/account/components/RequireSession.tsx';
import { clearSession } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { signIn } from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

afterEach(forgetSessions);

function openGuarded(path: string) {
  return renderPage(
    <RequireSession>
      <p>The account page</p>
    </RequireSession>,
    { path, route: '/account/*', otherRoutes: ['/login'] },
  );
}

describe('the account guard', () => {
  it('sends a visitor without a session to /login with where they were going', async () => {
    const { router } = openGuarded('/account/profile?from=menu#downloads');
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/account/profile', search: '?from=menu', hash: '#downloads' },
    });
    expect(screen.queryByText('The account page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in visitor, and goes to /login once the session ends', async () => {
    signIn();
    const { router } = openGuarded('/account/profile');
    expect(screen.getByText('The account page')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { sessionEndedMessage } from '../../../../client/src/apollo/errorLink.ts';
import UnauthorizedPage from '../../../../client/src/features/admin/errors/views/UnauthorizedPage.tsx';
import { getSession, saveSession } from '../../../../client/src/lib/session.ts';
import { AccountMenu } from '../../../../client/src/shell/header/AccountMenu.tsx';
import { answerTexts } from '../../../../shared/validation/answerTexts.ts';
import { messages } from '../../../../shared/validation/messages.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { watchOperations } from '../../support/watchOperations.ts';
import { signInWithAdminToken, storedSessionItems, visitor } from './profileFixtures.ts';
import { forgetSessions, logoutAnswer, refusal } from './signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

/** Opens the site's Account dropdown and presses Logout. */
async function logOutFromMenu(answer: object) {
  signInWithAdminToken();
  const watch = watchOperations();
  renderPage(<AccountMenu />, { mocks: [answer] as never, watch: watch.link });
  await user.click(screen.getByRole('button', { name: 'Account', hidden: true }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  return watch;
}

describe('logout', () => {
  it('asks the server to end the token it sends, and signs out here at once', async () => {
    const watch = await logOutFromMenu(logoutAnswer());
    expect(getSession()).toBeNull();
    expect(storedSessionItems()).toEqual([null, null, null, null]);
    expect(await screen.findByText(messages.session.loggedOut)).toBeInTheDocument();
    await waitFor(() => expect(watch.answered).toContain('AccountLogout'));
    expect(watch.sent.filter(({ name }) => name === 'AccountLogout')).toEqual([
      { name: 'AccountLogout', authorization: 'Bearer signed-token' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Account', hidden: true }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs out all the same when the service cannot be reached, with no error toast', async () => {
    const watch = await logOutFromMenu({ request: logoutAnswer().request, error: new Error('offline') });
    expect(storedSessionItems()).toEqual([null, null, null, null]);
    await waitFor(() => expect(watch.answered).toContain('AccountLogout'));
    expect(await screen.findByText(messages.session.loggedOut)).toBeInTheDocument();
    // Any toast of the error link was asked for before the answer got here: let it render.
    await act(async () => {});
    expect(screen.queryByText(answerTexts.serviceUnavailable)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('leaves a newer session alone when the server answers that the old token had ended', async () => {
    // The answer takes a moment: the visitor signs in again meanwhile.
    const refused = logoutAnswer(refusal('Invalid or expired token', 'UNAUTHENTICATED'));
    const watch = await logOutFromMenu({ ...refused, delay: 100 });
    expect(getSession()).toBeNull();
    saveSession({ token: 'next-token', user: { ...visitor } }, { remember: false });
    await waitFor(() => expect(watch.answered).toContain('AccountLogout'));
    await act(async () => {});
    expect(getSession()?.token).toBe('next-token');
    expect(screen.queryByText(sessionEndedMessage)).not.toBeInTheDocument();
  });

  it("is the console's too: the token is ended, the session goes, then the console's sign-in", async () => {
    signInWithAdminToken();
    const watch = watchOperations();
    renderPage(<UnauthorizedPage />, {
      path: '/admin/unauthorized',
      mocks: [logoutAnswer(refusal('Internal server error', 'INTERNAL_SERVER_ERROR'))] as never,
      otherRoutes: ['/admin/login'],
      watch: watch.link,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByText('Arrived at /admin/login')).toBeInTheDocument();
    expect(storedSessionItems()).toEqual([null, null, null, null]);
    await waitFor(() => expect(watch.answered).toContain('AccountLogout'));
    expect(watch.sent.find(({ name }) => name === 'AccountLogout')?.authorization).toBe(
      'Bearer signed-token',
    );
  });
});

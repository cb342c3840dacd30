import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { sessionEndedMessage } from '../../../../../../client/src/apollo/errorLink.ts';
import { AccountSignOutEverywhereMutation } from '../../../../../../client/src/features/account/mutations.ts';
import ProfilePage from '../../../../../../client/src/features/account/views/ProfilePage.tsx';
import { getSession } from '../../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { watchOperations } from '../../../../support/watchOperations.ts';
import {
  downloadsAnswer,
  emptyCommunityAnswers,
  failure,
  favoritesAnswer,
  profileAnswer,
  signInWithAdminToken,
  storedSessionItems,
} from '../../profileFixtures.ts';
import { forgetSessions } from '../../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const signedOutEverywhere = (
  result: object = {
    data: {
      signOutEverywhere: { __typename: 'MessageResult', message: messages.session.signedOutEverywhere },
    },
  },
) => ({ request: { query: AccountSignOutEverywhereMutation }, result });

/** The profile of a visitor signed in with Remember me through the console (adminToken kept too). */
function open(answer: object) {
  signInWithAdminToken();
  const watch = watchOperations();
  const view = renderPage(<ProfilePage />, {
    path: '/account/profile',
    mocks: [
      profileAnswer(),
      favoritesAnswer([]),
      downloadsAnswer([]),
      ...emptyCommunityAnswers(),
      answer,
    ] as never,
    otherRoutes: ['/login'],
    watch: watch.link,
  });
  return { ...view, watch };
}

const signOutButton = () =>
  within(screen.getByRole('region', { name: 'Sessions' })).getByRole('button', {
    name: 'Sign out everywhere',
  });

async function confirmDialog() {
  await user.click(signOutButton());
  return screen.findByRole('dialog', { name: 'Sign out everywhere?' });
}

describe('sign out everywhere', () => {
  it('asks first: Cancel changes nothing', async () => {
    const { watch } = open(signedOutEverywhere());
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('this one included');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(watch.sent.map(({ name }) => name)).not.toContain('AccountSignOutEverywhere');
    expect(getSession()?.token).toBe('signed-token');
    expect(signOutButton()).toHaveFocus();
  });

  it('ends every session, signs out here and opens the login, with its own toast only', async () => {
    const { router } = open(signedOutEverywhere());
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(await screen.findByText(messages.session.signedOutEverywhere)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(storedSessionItems()).toEqual([null, null, null, null]);
    // Not the guard's "sign in and come back here": this was the visitor's own doing.
    expect(router.state.location.state).toBeNull();
    await act(async () => {});
    expect(screen.queryByText(sessionEndedMessage)).not.toBeInTheDocument();
  });

  it('says so and keeps the visitor signed in when it fails', async () => {
    const { router } = open(signedOutEverywhere(failure));
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Failed to sign out everywhere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession()?.token).toBe('signed-token');
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(signOutButton()).toBeEnabled();
  });
});

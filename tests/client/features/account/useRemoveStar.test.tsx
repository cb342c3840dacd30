import { useQuery } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AccountUnstarGameMutation } from '../../../../client/src/features/account/mutations.ts';
import { AccountFavoritesQuery } from '../../../../client/src/features/account/queries.ts';
import { starRemovedMessage, useRemoveStar } from '../../../../client/src/features/account/useRemoveStar.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { failure, favorite, favoritesAnswer, signIn } from './profileFixtures.ts';
import { forgetSessions } from './signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  signIn();
});
afterEach(forgetSessions);

/** The cached favorites' titles, and a button that removes the star of game 3. */
function Probe() {
  const { data } = useQuery(AccountFavoritesQuery);
  const { removing, remove } = useRemoveStar('3');
  return (
    <>
      <p>Favorites: {data?.favorites.map(({ game }) => game.title).join(', ')}</p>
      <button type="button" disabled={removing} onClick={() => void remove()}>
        Remove
      </button>
    </>
  );
}

const unstar = (result: object) => ({
  request: { query: AccountUnstarGameMutation, variables: { gameId: '3' } },
  result,
  delay: 50,
});

function open(result: object) {
  renderPage(<Probe />, {
    mocks: [
      favoritesAnswer([
        favorite(3, 'Xonotic', '2026-02-01T08:00:00Z'),
        favorite(5, 'Mindustry', '2026-01-20T08:00:00Z'),
      ]),
      unstar(result),
    ] as never,
  });
  return screen.findByText('Favorites: Xonotic, Mindustry');
}

describe('useRemoveStar', () => {
  it('takes the game out of the cached favorites once the server has withdrawn the star', async () => {
    await open({ data: { unstarGame: { __typename: 'StarResult', starred: false, counted: true } } });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(await screen.findByText('Favorites: Mindustry')).toBeInTheDocument();
    expect(await screen.findByText(starRemovedMessage)).toBeInTheDocument();
  });

  it('keeps the game and says so when the server refuses', async () => {
    await open(failure);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove star')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled());
    expect(screen.getByText('Favorites: Xonotic, Mindustry')).toBeInTheDocument();
  });
});

import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { StarredGamesList } from '../../../../../client/src/features/account/components/StarredGamesList.tsx';
import { AccountUnstarGameMutation } from '../../../../../client/src/features/account/mutations.ts';
import { AccountFavoritesQuery } from '../../../../../client/src/features/account/queries.ts';
import { starRemovedMessage } from '../../../../../client/src/features/account/useRemoveStar.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { favorite, favoritesAnswer, signIn } from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  signIn();
});
afterEach(forgetSessions);

/** The list as the profile shows it: from the cached favorites. */
function Starred() {
  const { data } = useQuery(AccountFavoritesQuery);
  return data ? <StarredGamesList favorites={data.favorites} /> : null;
}

const unstarred = (gameId: string) => ({
  request: { query: AccountUnstarGameMutation, variables: { gameId } },
  result: { data: { unstarGame: { __typename: 'StarResult', starred: false, counted: true } } },
});

const list = () => screen.getByRole('list', { name: 'Starred games' });

describe('starred games', () => {
  it('lists each starred game with its link and the day it was starred', async () => {
    renderPage(<Starred />, {
      mocks: [favoritesAnswer([favorite(3, 'Xonotic', '2026-02-01T08:00:00Z')])] as never,
    });
    const row = within(await screen.findByRole('list', { name: 'Starred games' })).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Xonotic' })).toHaveAttribute('href', '/game/xonotic');
    expect(row).toHaveTextContent('Starred Feb 1, 2026');
  });

  it('Remove star withdraws the star, takes the game off the list and moves focus to the next row', async () => {
    renderPage(<Starred />, {
      mocks: [
        favoritesAnswer([
          favorite(3, 'Xonotic', '2026-02-01T08:00:00Z'),
          favorite(5, 'Mindustry', '2026-01-20T08:00:00Z'),
        ]),
        unstarred('3'),
      ] as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove star from Xonotic' }));
    expect(await screen.findByText(starRemovedMessage)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list()).queryByRole('link', { name: 'Xonotic' })).not.toBeInTheDocument(),
    );
    expect(within(list()).getByRole('link', { name: 'Mindustry' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderPage(<Starred />, { mocks: [favoritesAnswer([])] as never });
    expect(await screen.findByText(/^No starred games yet/)).toBeInTheDocument();
  });
});

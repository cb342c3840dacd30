import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { GameCard } from '../../../../../client/src/features/catalog/components/GameCard.tsx';
import { StarGameMutation, UnstarGameMutation } from '../../../../../client/src/features/game/mutations.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCard } from '../../catalog/gameCards.ts';
import { failure, favorite, favoritesAnswer, signIn } from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

/** The heart stars and unstars: a signed-in visitor's star is their favorite. */
const toggled = (gameId: string, favorited: boolean, result?: object) => ({
  request: { query: favorited ? StarGameMutation : UnstarGameMutation, variables: { gameId } },
  result: result ?? {
    data: {
      [favorited ? 'starGame' : 'unstarGame']: {
        __typename: 'StarResult',
        starred: favorited,
        counted: true,
      },
    },
  },
  // The answer takes a moment: the new state shows before it.
  delay: 100,
});

function openCards(mocks: object[]) {
  return renderPage(
    <>
      <GameCard game={gameCard(3, { title: 'Xonotic', slug: 'xonotic' })} />
      <GameCard game={gameCard(5, { title: 'Mindustry', slug: 'mindustry' })} />
    </>,
    { mocks: mocks as never },
  );
}

describe('the Favorite toggle', () => {
  it('is not there for a signed-out visitor', async () => {
    openCards([]);
    expect(await screen.findByRole('link', { name: /Xonotic/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Favorite/ })).not.toBeInTheDocument();
  });

  it("shows which games are the visitor's favorites", async () => {
    signIn();
    openCards([favoritesAnswer([favorite(5, 'Mindustry', '2026-01-20T08:00:00Z')])]);
    const mindustry = await screen.findByRole('button', { name: 'Favorite Mindustry', pressed: true });
    expect(mindustry).toHaveAttribute('title', 'Remove from favorites');
    const xonotic = screen.getByRole('button', { name: 'Favorite Xonotic', pressed: false });
    expect(xonotic).toHaveAttribute('title', 'Add to favorites');
    expect(xonotic.closest('.card')).toHaveTextContent('Xonotic');
  });

  it('stars the game as a favorite at once, and unstars it again', async () => {
    signIn();
    openCards([favoritesAnswer([]), toggled('3', true), toggled('3', false)]);
    const xonotic = screen.getByRole('button', { name: 'Favorite Xonotic' });
    await waitFor(() => expect(xonotic).toBeEnabled());
    await user.click(xonotic);
    expect(xonotic).toHaveAttribute('aria-pressed', 'true');
    expect(xonotic).toHaveAccessibleName('Favorite Xonotic');
    expect(xonotic).toHaveAttribute('title', 'Remove from favorites');
    await waitFor(() => expect(xonotic).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 150));

    await user.click(xonotic);
    expect(xonotic).toHaveAttribute('aria-pressed', 'false');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(xonotic).toHaveAttribute('aria-pressed', 'false');
  });

  it("goes back and says 'Failed to update favorite' when the server fails", async () => {
    signIn();
    openCards([favoritesAnswer([]), toggled('5', true, failure)]);
    const mindustry = screen.getByRole('button', { name: 'Favorite Mindustry' });
    await waitFor(() => expect(mindustry).toBeEnabled());
    await user.click(mindustry);
    expect(mindustry).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to update favorite')).toBeInTheDocument();
    expect(mindustry).toHaveAttribute('aria-pressed', 'false');
  });
});

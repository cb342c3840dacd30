import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AccountToggleFavoriteMutation } from '../../../../../client/src/features/account/mutations.ts';
import { GameCard } from '../../../../../client/src/features/catalog/components/GameCard.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCard } from '../../catalog/gameCards.ts';
import { failure, favorite, favoritesAnswer, signIn } from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const toggled = (gameId: string, favorited: boolean, result?: object) => ({
  request: { query: AccountToggleFavoriteMutation, variables: { gameId } },
  result: result ?? {
    data: {
      toggleFavorite: {
        __typename: 'FavoriteResult',
        message: favorited ? 'Added to favorites' : 'Removed from favorites',
        favorited,
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
    expect(xonotic.closest('.MuiCard-root')).toHaveTextContent('Xonotic');
  });

  it("adds a favorite at once, then shows the server's message", async () => {
    signIn();
    openCards([favoritesAnswer([]), toggled('3', true), toggled('3', false)]);
    const xonotic = screen.getByRole('button', { name: 'Favorite Xonotic' });
    await waitFor(() => expect(xonotic).toBeEnabled());
    await user.click(xonotic);
    expect(xonotic).toHaveAttribute('aria-pressed', 'true');
    expect(xonotic).toHaveAccessibleName('Favorite Xonotic');
    expect(xonotic).toHaveAttribute('title', 'Remove from favorites');
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();

    await user.click(xonotic);
    expect(xonotic).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
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

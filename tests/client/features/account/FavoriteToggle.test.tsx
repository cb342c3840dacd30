import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AccountToggleFavoriteMutation } from '../../../../client/src/features/account/mutations.ts';
import { GameCard } from '../../../../client/src/features/catalog/components/GameCard.tsx';
import { renderPage } from '../../support/renderPage.tsx';
import { gameCard } from '../catalog/gameCards.ts';
import { failure, favorite, favoritesAnswer, signIn } from './profileFixtures.ts';
import { forgetSessions } from './signInFixtures.ts';

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
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  it("shows which games are the visitor's favorites", async () => {
    signIn();
    openCards([favoritesAnswer([favorite(5, 'Mindustry', '2026-01-20T08:00:00Z')])]);
    const remove = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    const add = screen.getByRole('button', { name: 'Add to favorites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add.closest('.MuiCard-root')).toHaveTextContent('Xonotic');
  });

  it("adds a favorite at once, then shows the server's message", async () => {
    signIn();
    openCards([favoritesAnswer([]), toggled('3', true), toggled('3', false)]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favorites' })[0]).toBeEnabled());
    const [xonotic] = screen.getAllByRole('button', { name: 'Add to favorites' });
    await user.click(xonotic as HTMLElement);
    expect(xonotic).toHaveAttribute('aria-pressed', 'true');
    expect(xonotic).toHaveAccessibleName('Remove from favorites');
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();

    await user.click(xonotic as HTMLElement);
    expect(xonotic).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
  });

  it("goes back and says 'Failed to update favorite' when the server fails", async () => {
    signIn();
    openCards([favoritesAnswer([]), toggled('5', true, failure)]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favorites' })[1]).toBeEnabled());
    const mindustry = screen.getAllByRole('button', { name: 'Add to favorites' })[1] as HTMLElement;
    await user.click(mindustry);
    expect(mindustry).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to update favorite')).toBeInTheDocument();
    expect(mindustry).toHaveAttribute('aria-pressed', 'false');
  });
});

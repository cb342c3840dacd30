import { screen, within } from '@testing-library/react';

import { CategoriesPageQuery } from '../../../../../client/src/features/catalog/listings/queries.ts';
import { CategoriesPage } from '../../../../../client/src/features/catalog/views/CategoriesPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

const genre = (value: string, count: number) => ({
  __typename: 'GenreCount' as const,
  value,
  count,
});

const countsAnswer = {
  request: { query: CategoriesPageQuery },
  result: {
    data: {
      genreCounts: [
        genre('action', 1_204),
        genre('shooter', 7),
        genre('racing', 1),
        genre('strategy', 12),
        genre('sports', 0),
        genre('horror', 3),
        genre('puzzle', 40),
      ],
    },
  },
};

const cards = () => screen.getAllByRole('listitem');

describe('browse categories page', () => {
  it("shows six cards with each genre's real number of games, each opening a genre page", async () => {
    renderPage(<CategoriesPage />, { path: '/categories', mocks: [countsAnswer] });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Action',
      'FPS',
      'Racing',
      'Strategy',
      'Sports',
      'Horror',
    ]);
    expect(await screen.findByText('1,204 games')).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByText(/ games?$/).textContent)).toEqual([
      '1,204 games',
      // FPS opens the shooters, and counts them.
      '7 games',
      '1 game',
      '12 games',
      '0 games',
      '3 games',
    ]);
    expect(within(cards()[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/genre/action');
    // "fps" is no genre id: its card opens the shooters.
    expect(within(cards()[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/genre/shooter');
  });

  it('shows the cards without counts when the counts cannot be read, never invented ones', async () => {
    renderPage(<CategoriesPage />, {
      path: '/categories',
      mocks: [{ request: { query: CategoriesPageQuery }, error: new Error('Failed to fetch') }],
    });
    expect(cards()).toHaveLength(6);
    // Let the failed answer arrive.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/ games?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Action/ })).toHaveAttribute('href', '/genre/action');
  });
});

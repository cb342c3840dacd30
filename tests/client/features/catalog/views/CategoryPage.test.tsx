import { screen, waitFor } from '@testing-library/react';

import { CategoryPageGamesQuery } from '../../../../../client/src/features/catalog/listings/queries.ts';
import { CategoryPage } from '../../../../../client/src/features/catalog/views/CategoryPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards, gamePage } from '../gameCards.ts';

const answer = (category: string, page: ReturnType<typeof gamePage>) => ({
  request: { query: CategoryPageGamesQuery, variables: { category, offset: 0, limit: 15 } },
  result: { data: { games: page } },
});

const open = (path: string, mocks: ReturnType<typeof answer>[] = []) =>
  renderPage(<CategoryPage />, { path, route: '/category/:category', mocks });

describe('category page', () => {
  it('says so for an unknown category', async () => {
    open('/category/cracked');
    expect(screen.getByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText("The category you're looking for doesn't exist")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Category not found'));
  });

  it('shows the games of a category, whatever the letter case of the address', async () => {
    open('/category/Repacks', [
      answer('repacks', gamePage(gameCards(3, 1, { category: 'Repacks' }), 3, false)),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Repacks' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 games')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says when the category has no games', async () => {
    open('/category/online', [answer('online', gamePage([], 0, false))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Online Games' })).toBeInTheDocument();
    expect(await screen.findByText('No games found in this category')).toBeInTheDocument();
  });
});

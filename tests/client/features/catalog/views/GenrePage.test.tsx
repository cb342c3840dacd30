import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GenrePageGamesQuery } from '../../../../../client/src/features/catalog/listings/queries.ts';
import { GenrePage } from '../../../../../client/src/features/catalog/views/GenrePage.tsx';
import type { GameSort } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards, gamePage } from '../gameCards.ts';

const answer = (genre: string, sort: GameSort, offset: number, page: ReturnType<typeof gamePage>) => ({
  request: { query: GenrePageGamesQuery, variables: { genre, sort, offset, limit: 15 } },
  result: { data: { games: page } },
});

const open = (path: string, mocks: ReturnType<typeof answer>[]) =>
  renderPage(<GenrePage />, { path, route: '/genre/:genreId', mocks });

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('genre page', () => {
  it('says so for an unknown genre', async () => {
    open('/genre/polka', []);
    expect(screen.getByRole('heading', { name: 'Genre not found' })).toBeInTheDocument();
    expect(screen.getByText("The genre you're looking for doesn't exist")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Genre not found'));
  });

  it('shows the genre, how many of its games are shown, and 15 more per click', async () => {
    open('/genre/racing', [
      answer('racing', 'POPULAR', 0, gamePage(gameCards(15, 1), 32, true)),
      answer('racing', 'POPULAR', 15, gamePage(gameCards(15, 16), 32, true)),
      answer('racing', 'POPULAR', 30, gamePage(gameCards(2, 31), 32, false)),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Racing Games' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 15 of 32 games')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(15);

    await userEvent.click(screen.getByRole('button', { name: 'Show More Games' }));
    expect(await screen.findByText('Showing 30 of 32 games')).toBeInTheDocument();
    expect(cardTitles().slice(0, 2)).toEqual(['Game 1', 'Game 2']);
    expect(cardTitles()[15]).toBe('Game 16');

    await userEvent.click(screen.getByRole('button', { name: 'Show More Games' }));
    expect(await screen.findByText('Showing 32 of 32 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Games' })).not.toBeInTheDocument();
  });

  it('asks for the order chosen and keeps it in the address', async () => {
    const { router } = open('/genre/strategy', [
      answer('strategy', 'POPULAR', 0, gamePage(gameCards(2, 1), 2, false)),
      answer('strategy', 'RATING', 0, gamePage(gameCards(2, 7), 2, false)),
    ]);
    expect(await screen.findByRole('heading', { name: 'Game 1' })).toBeInTheDocument();
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most Popular', 'Highest Rated', 'Newest First', 'Title A-Z']);
    await userEvent.selectOptions(sort, 'Highest Rated');
    expect(await screen.findByRole('heading', { name: 'Game 7' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=rating');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
  });

  it('opens with the order in the address, and is all games without an id', async () => {
    renderPage(<GenrePage />, {
      path: '/genre?sort=title',
      route: '/genre',
      mocks: [answer('all', 'TITLE', 0, gamePage(gameCards(1, 3), 1, false))],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'All Games' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 1 games')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('title');
  });

  it('says when the genre has no games', async () => {
    open('/genre/horror', [answer('horror', 'POPULAR', 0, gamePage([], 0, false))]);
    expect(await screen.findByText('No games found in this genre')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  AdminGameIdsQuery,
  AdminGamesQuery,
} from '../../../../../../../client/src/features/admin/games/queries.ts';
import GamesPage from '../../../../../../../client/src/features/admin/games/views/GamesPage/GamesPage.tsx';
import { renderPage } from '../../../../../support/renderPage.tsx';

const game = (id: number, title: string, category = 'Standard') => ({
  __typename: 'Game',
  id: String(id),
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title,
  developer: `${title} Team`,
  category,
  imageUrl: '',
  genres: [{ __typename: 'Option', value: 'strategy', label: 'Strategy' }],
  status: 'active',
  views: 1000 + id,
  rating: 4.5,
});

const catalogue = Array.from({ length: 20 }, (_unused, index) => game(index + 1, `Open Game ${index + 1}`));
const strategy = [game(31, 'Widelands'), game(32, 'Warzone 2100')];

const page = (search: string, offset: number, games: ReturnType<typeof game>[], total: number) => ({
  request: { query: AdminGamesQuery, variables: { search, offset, limit: 9 } },
  result: { data: { games: { __typename: 'GameConnection', totalCount: total, nodes: games } } },
});
const ids = (search: string, games: ReturnType<typeof game>[]) => ({
  request: { query: AdminGameIdsQuery, variables: { search } },
  result: { data: { games: { __typename: 'GameConnection', ids: games.map((entry) => entry.id) } } },
});

/** jsdom's window is 768 px high: 9 rows a page (SPEC 9). */
function open() {
  renderPage(<GamesPage />, {
    path: '/admin/games',
    mocks: [
      page('', 0, catalogue.slice(0, 9), 20),
      ids('', catalogue),
      page('', 9, catalogue.slice(9, 18), 20),
      page('war', 0, strategy, 2),
      ids('war', strategy),
    ],
  });
  return userEvent.setup({ delay: null });
}

/** Pastes the search in one go: typed letter by letter on a slow machine, the debounce could let a prefix through. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('searchbox', { name: /^Search games/ }));
  await user.paste(text);
}

const rows = () => screen.getAllByRole('checkbox', { name: /^Select (?!all)/ });

describe('Games page (SPEC 2.20)', () => {
  it('pages with 9 rows, then a search shows its count and starts again at page 1', async () => {
    const user = open();
    expect(await screen.findByText('Showing 1-9 of 20 games')).toBeInTheDocument();
    expect(rows()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 10-18 of 20 games')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await searchFor(user, 'war');
    expect(await screen.findByText('Found 2 game(s)')).toBeInTheDocument();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'Select Widelands',
      'Select Warzone 2100',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Games pages' })).not.toBeInTheDocument();
  });

  it('select-all ticks every game the search matches, and bulk delete counts them', async () => {
    const user = open();
    await screen.findByText('Showing 1-9 of 20 games');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all games that match the search' });
    await user.click(selectAll);
    expect(screen.getByRole('button', { name: 'Delete Selected (20)' })).toBeInTheDocument();
    await user.click(selectAll);
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeInTheDocument();

    await searchFor(user, 'war');
    await screen.findByText('Found 2 game(s)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all games that match the search' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    expect(screen.getByRole('dialog', { name: 'Delete games' })).toHaveTextContent(
      'Are you sure you want to delete 2 games?',
    );
  });

  it('says so when a later page fails, instead of leaving the last rows under the new number', async () => {
    renderPage(<GamesPage />, {
      path: '/admin/games',
      mocks: [
        page('', 0, catalogue.slice(0, 9), 20),
        ids('', catalogue),
        { request: page('', 9, [], 20).request, error: new Error('Network down') },
      ],
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Showing 1-9 of 20 games');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Failed to fetch games: Network down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Showing 1-9 of 20 games')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Games' })).not.toBeInTheDocument();
  });

  it("says 'Please select games to delete' when nothing is selected", async () => {
    const user = open();
    await screen.findByText('Showing 1-9 of 20 games');
    await user.click(screen.getByRole('button', { name: 'Delete Selected (0)' }));
    expect(await screen.findByText('Please select games to delete')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

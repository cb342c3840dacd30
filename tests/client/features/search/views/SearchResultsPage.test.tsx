import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SiteDialog } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { SiteDialogsContext } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { SearchResultsPageQuery } from '../../../../../client/src/features/search/results/queries.ts';
import { SearchResultsPage } from '../../../../../client/src/features/search/views/SearchResultsPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards, gamePage } from '../../catalog/gameCards.ts';

const answer = (q: string, offset: number, page: ReturnType<typeof gamePage>) => ({
  request: { query: SearchResultsPageQuery, variables: { q, offset, limit: 24 } },
  result: { data: { searchGames: page } },
});

describe('search results page', () => {
  it('counts the results for the query and shows more on request', async () => {
    renderPage(<SearchResultsPage />, {
      path: '/search?q=tux',
      mocks: [
        answer('tux', 0, gamePage(gameCards(24, 1), 26, true)),
        answer('tux', 24, gamePage(gameCards(2, 25), 26, false)),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    expect(await screen.findByText('26 results found for "tux"')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Show More Games' }));
    expect(await screen.findByRole('heading', { name: 'Game 26' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Show More Games' })).not.toBeInTheDocument();
  });

  it('offers to request a game that is not found, with its title filled in', async () => {
    const opened: SiteDialog[] = [];
    renderPage(
      <SiteDialogsContext value={(dialog) => opened.push(dialog)}>
        <SearchResultsPage />
      </SiteDialogsContext>,
      { path: '/search?q=Doom%20Legacy', mocks: [answer('Doom Legacy', 0, gamePage([], 0, false))] },
    );
    expect(await screen.findByText('No games found matching your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request this game' }));
    expect(opened).toEqual([{ kind: 'gameRequest', gameTitle: 'Doom Legacy' }]);
  });

  it('asks for a search term when the query is blank', () => {
    renderPage(<SearchResultsPage />, { path: '/search?q=%20%20' });
    expect(screen.getByText(/Type a game title, developer or description/)).toBeInTheDocument();
  });
});

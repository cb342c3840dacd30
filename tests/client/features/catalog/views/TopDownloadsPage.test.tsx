import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TopDownloadsPageQuery } from '../../../../../client/src/features/catalog/listings/queries.ts';
import { TopDownloadsPage } from '../../../../../client/src/features/catalog/views/TopDownloadsPage.tsx';
import type { TimeWindow } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards } from '../gameCards.ts';

const answer = (window: TimeWindow, games: ReturnType<typeof gameCards>) => ({
  request: { query: TopDownloadsPageQuery, variables: { window } },
  result: { data: { topDownloads: games } },
});

describe('top downloads page', () => {
  it('lists the games of the chosen period in the order given, and says when there are none', async () => {
    const { router } = renderPage(<TopDownloadsPage />, {
      path: '/top-downloads',
      mocks: [answer('ALL', gameCards(3, 1).reverse()), answer('WEEK', [])],
    });
    await screen.findByRole('heading', { name: 'Game 3' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Game 3',
      'Game 2',
      'Game 1',
    ]);
    for (const label of ['All Time', 'This Week', 'This Month', 'This Year']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(await screen.findByText('No games found in this time period')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?window=week');
  });
});

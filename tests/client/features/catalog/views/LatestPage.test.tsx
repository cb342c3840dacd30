import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LatestPageGamesQuery } from '../../../../../client/src/features/catalog/listings/queries.ts';
import { LatestPage } from '../../../../../client/src/features/catalog/views/LatestPage.tsx';
import type { GameSort, TimeWindow } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards, gamePage } from '../gameCards.ts';

const answer = (
  window: TimeWindow,
  sort: GameSort,
  page: ReturnType<typeof gamePage>,
  totals = { totalDownloads: 0, averageRating: 0, ratedCount: 0 },
) => ({
  request: { query: LatestPageGamesQuery, variables: { window, sort, offset: 0, limit: 24 } },
  result: { data: { games: { ...page, ...totals } } },
});

const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('latest updates page', () => {
  it('shows the newest games with the totals of every match', async () => {
    renderPage(<LatestPage />, {
      path: '/latest',
      mocks: [
        answer('ALL', 'NEWEST', gamePage(gameCards(24, 1), 30, true), {
          totalDownloads: 1_234_567,
          averageRating: 4.26,
          ratedCount: 28,
        }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games...');
    expect(await screen.findByText('Total Downloads')).toBeInTheDocument();
    expect(tile('Total Downloads')).toBe('1.2M');
    expect(tile('Average Rating')).toBe('4.3');
    expect(tile('Games Added')).toBe('30');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Show More Games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Time' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
  });

  it('says no game is rated yet rather than average them as 0', async () => {
    renderPage(<LatestPage />, {
      path: '/latest?window=week',
      mocks: [
        answer('WEEK', 'NEWEST', gamePage(gameCards(2, 1, { rating: 0, totalRatings: 0 }), 2, false), {
          totalDownloads: 37,
          averageRating: 0,
          ratedCount: 0,
        }),
      ],
    });
    expect(await screen.findByText('Total Downloads')).toBeInTheDocument();
    expect(tile('Total Downloads')).toBe('37');
    expect(tile('Average Rating')).toBe('No ratings yet');
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
  });

  it('filters by time period and order, keeping both in the address', async () => {
    const { router } = renderPage(<LatestPage />, {
      path: '/latest',
      mocks: [
        answer('ALL', 'NEWEST', gamePage(gameCards(2, 1), 2, false)),
        answer('WEEK', 'NEWEST', gamePage(gameCards(1, 5), 1, false)),
        answer('WEEK', 'POPULAR', gamePage(gameCards(1, 9), 1, false)),
      ],
    });
    await screen.findByRole('heading', { name: 'Game 1' });
    const periods = screen.getByRole('group', { name: 'Time period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Time', 'Past week', 'Past month', 'Past year']);
    await userEvent.click(within(periods).getByRole('button', { name: 'Past week' }));
    expect(await screen.findByRole('heading', { name: 'Game 5' })).toBeInTheDocument();
    expect(within(periods).getByRole('button', { name: 'Past week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most Popular');
    expect(await screen.findByRole('heading', { name: 'Game 9' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?window=week&sort=popular');
  });

  it('says when no game was released in the period, without totals', async () => {
    renderPage(<LatestPage />, {
      path: '/latest?window=month',
      mocks: [answer('MONTH', 'NEWEST', gamePage([], 0, false))],
    });
    expect(await screen.findByText('No games found in this time period')).toBeInTheDocument();
    expect(screen.queryByText('Total Downloads')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error text', async () => {
    renderPage(<LatestPage />, {
      path: '/latest',
      mocks: [
        {
          request: {
            query: LatestPageGamesQuery,
            variables: { window: 'ALL', sort: 'NEWEST', offset: 0, limit: 24 },
          },
          error: new Error('Failed to fetch games'),
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch games')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

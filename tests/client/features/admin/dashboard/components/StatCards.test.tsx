import { render, screen, within } from '@testing-library/react';

import { StatCards } from '../../../../../../client/src/features/admin/dashboard/components/StatCards.tsx';
import type { AdminDashboard } from '../../../../../../client/src/graphql/__generated__/operations.ts';

const stats: AdminDashboard['dashboardStats'] = {
  __typename: 'DashboardStats',
  totalGames: 40,
  totalDownloads: 184300,
  totalStars: 1250,
  totalViews: 520000,
  totalRatings: 812,
  totalShares: 96,
  gamesAddedLast30Days: 3,
  topGames: [],
};

describe('Dashboard stat cards', () => {
  it('shows the server’s totals, stars, ratings and shares each on a card of its own', () => {
    render(<StatCards stats={stats} />);
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards).toEqual([
      'Total Games40+3 in the last 30 days',
      'Total Downloads184,3004,608 per game',
      'Total Stars1,25031 per game',
      'Total Views520,00013,000 per game',
      'Total Ratings81220 per game',
      'Total Shares962 per game',
    ]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
  });
});

import { render, screen, within } from '@testing-library/react';

import { StatsStrip } from '../../../../../../client/src/features/catalog/components/home/StatsStrip.tsx';

const stats = {
  __typename: 'CommunityStats' as const,
  activeUsers: 1_234,
  downloads: 987_654,
  reviews: 0,
  games: 86,
};

const tiles = () =>
  within(screen.getByLabelText('Site statistics'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('home stats strip', () => {
  it("shows active users, downloads, reviews and games in the SPEC's form", () => {
    render(<StatsStrip stats={stats} />);
    expect(tiles()).toEqual(['Active Users: 1.2K+', 'Downloads: 987K+', 'Reviews: 0', 'Games: 86+']);
  });

  it('leaves Active Users out when the site cannot count them', () => {
    render(<StatsStrip stats={{ ...stats, activeUsers: null }} />);
    expect(tiles()).toEqual(['Downloads: 987K+', 'Reviews: 0', 'Games: 86+']);
    expect(screen.queryByText('Active Users')).not.toBeInTheDocument();
  });
});

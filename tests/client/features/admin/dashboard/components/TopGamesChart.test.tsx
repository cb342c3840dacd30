import { render, screen, within } from '@testing-library/react';

import { TopGamesChart } from '../../../../../../client/src/features/admin/dashboard/components/TopGamesChart.tsx';
import type { AdminDashboard } from '../../../../../../client/src/graphql/__generated__/operations.ts';

type TopGame = AdminDashboard['dashboardStats']['topGames'][number];

const game = (id: string, title: string, downloads: number, views: number): TopGame => ({
  __typename: 'Game',
  id,
  slug: id,
  title,
  imageUrl: '',
  downloads,
  views,
});

const games = [
  game('1', 'OpenClonk', 240, 52_000),
  game('2', 'SuperTuxKart', 180, 61_000),
  game('3', 'Xonotic', 90, 33_000),
];

/** The numbers on a drawing's axes. */
const tickNumbers = (chart: HTMLElement) =>
  Array.from(chart.querySelectorAll('text'))
    .map((label) => label.textContent ?? '')
    .filter((label) => /^\d/.test(label));

describe('Top Games Performance chart (SPEC 2.19)', () => {
  it('draws downloads and views each on an axis of its own, titled and described', () => {
    render(<TopGamesChart games={games} />);
    const downloads = screen.getByRole('img', { name: 'Downloads' });
    const views = screen.getByRole('img', { name: 'Views' });
    expect(downloads).toHaveAccessibleDescription(
      'Downloads of each of the top 3 games by downloads. Most: OpenClonk (240).',
    );
    expect(views).toHaveAccessibleDescription(
      'Views of each of the top 3 games by downloads. Most: SuperTuxKart (61,000).',
    );
    // The downloads' axis reaches their own maximum, not the views' tens of thousands.
    expect(tickNumbers(downloads)).toContain('200');
    expect(tickNumbers(downloads).every((label) => !label.endsWith('K'))).toBe(true);
    expect(tickNumbers(views).some((label) => label.endsWith('K'))).toBe(true);
    expect(within(downloads).getByText('OpenClonk')).toBeInTheDocument();
  });
});

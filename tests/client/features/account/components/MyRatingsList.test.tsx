import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { MyRatingsList } from '../../../../../client/src/features/account/components/MyRatingsList.tsx';
import { myRating } from '../profileFixtures.ts';

const show = (ratings: Parameters<typeof MyRatingsList>[0]['ratings']) =>
  render(
    <MemoryRouter>
      <MyRatingsList ratings={ratings} />
    </MemoryRouter>,
  );

describe('my ratings', () => {
  it('lists each rated game with its stars named as text, its link and the day, in the given order', () => {
    show([
      myRating(3, 'Xonotic', 4, '2026-02-01T08:00:00Z'),
      myRating(5, 'Mindustry', 2, '2026-01-20T08:00:00Z'),
    ]);
    const [first, second] = within(screen.getByRole('list', { name: 'Rated games' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Xonotic' })).toHaveAttribute('href', '/game/xonotic');
    expect(within(first).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Rated Feb 1, 2026');
    expect(within(second).getByRole('img', { name: 'Rated 2 of 5' })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Mindustry' })).toBeInTheDocument();
  });

  it('says when there are none yet', () => {
    show([]);
    expect(screen.getByText(/^No ratings yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import {
  PagedProfileList,
  profileListPageSize,
} from '../../../../../client/src/features/account/components/PagedProfileList.tsx';
import { ProfileGameRow } from '../../../../../client/src/features/account/components/ProfileGameRow.tsx';
import { favorite } from '../profileFixtures.ts';

const games = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    favorite(index + 1, `Game ${index + 1}`, '2026-02-01T08:00:00Z'),
  );

function show(count: number) {
  render(
    <MemoryRouter>
      <PagedProfileList label="Starred games" items={games(count)}>
        {({ game }) => (
          <ProfileGameRow key={game.id} game={game}>
            Row
          </ProfileGameRow>
        )}
      </PagedProfileList>
    </MemoryRouter>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Starred games' })).getAllByRole('listitem');

describe('a paged profile list', () => {
  it('shows every row of a short list, without Show more', () => {
    show(profileListPageSize);
    expect(rows()).toHaveLength(profileListPageSize);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the first rows; Show more adds the next ones and moves focus to the first of them', async () => {
    const user = userEvent.setup({ delay: null });
    show(profileListPageSize * 2 + 3);
    expect(rows()).toHaveLength(profileListPageSize);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(profileListPageSize * 2);
    expect(screen.getByRole('link', { name: `Game ${profileListPageSize + 1}` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(profileListPageSize * 2 + 3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Game ${profileListPageSize * 2 + 1}` })).toHaveFocus();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UpdateGameRequestStatusMutation } from '../../../../../../client/src/features/admin/requests/mutations.ts';
import { AdminGameRequestsQuery } from '../../../../../../client/src/features/admin/requests/queries.ts';
import GameRequestsPage from '../../../../../../client/src/features/admin/requests/views/GameRequestsPage.tsx';
import { clearSession, saveSession } from '../../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../../support/renderPage.tsx';

const request = (status: string, requesterEmail = 'fan@players.example') => ({
  __typename: 'GameRequest',
  id: '5',
  gameTitle: 'The Dark Mod',
  platform: 'PC',
  releaseYear: 2009,
  requesterEmail,
  additionalInfo: '',
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const list = (status: string, requesterEmail?: string) => ({
  request: { query: AdminGameRequestsQuery },
  result: { data: { gameRequests: [request(status, requesterEmail)] } },
});
const approve = {
  request: { query: UpdateGameRequestStatusMutation, variables: { id: '5', status: 'approved' } },
  result: {
    data: {
      updateGameRequestStatus: { __typename: 'MessageResult', message: 'Status updated successfully' },
    },
  },
};

function openAs(role: string) {
  saveSession({ token: 'token', user: { id: '1', email: `${role}@example.com`, role } }, { remember: false });
  renderPage(<GameRequestsPage />, { mocks: [list('pending'), approve, list('approved')] });
  return userEvent.setup({ delay: null });
}

afterEach(() => clearSession());

describe('Game requests page (SPEC 2.23)', () => {
  it('offers an admin the game form after approving', async () => {
    const user = openAs('admin');
    await user.click(await screen.findByRole('button', { name: 'Approve request for “The Dark Mod”' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    const offer = await screen.findByRole('dialog', { name: 'Add the game now?' });
    expect(offer).toHaveTextContent('“The Dark Mod” is approved.');
  });

  it('names a request whose account was deleted (its address cleared) as such', async () => {
    saveSession(
      { token: 'token', user: { id: '1', email: 'admin@example.com', role: 'admin' } },
      { remember: false },
    );
    renderPage(<GameRequestsPage />, { mocks: [list('pending', '')] });
    const row = (await screen.findByText('The Dark Mod')).closest('tr');
    expect(row).toHaveTextContent('Deleted account');
  });

  it('does not offer a moderator a form only admins can save', async () => {
    const user = openAs('moderator');
    await user.click(await screen.findByRole('button', { name: 'Approve request for “The Dark Mod”' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

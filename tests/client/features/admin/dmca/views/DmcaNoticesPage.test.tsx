import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UpdateDmcaStatusMutation } from '../../../../../../client/src/features/admin/dmca/mutations.ts';
import { AdminDmcaNoticesQuery } from '../../../../../../client/src/features/admin/dmca/queries.ts';
import DmcaNoticesPage from '../../../../../../client/src/features/admin/dmca/views/DmcaNoticesPage.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';

const notice = (id: string, game: object | null, status = 'pending') => ({
  __typename: 'DmcaNotice',
  id,
  title: `Notice ${id}`,
  contentUrl: 'https://gamevault.example/game/openclonk',
  copyrightOwner: 'Jane Holder',
  company: '',
  contactEmail: 'legal@holder.example',
  description: 'Our work is listed without a licence.',
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  game,
});
const openclonk = {
  __typename: 'NoticeGame',
  id: '9',
  slug: 'openclonk',
  title: 'OpenClonk',
  status: 'active',
};

const list = (...notices: object[]) => ({
  request: { query: AdminDmcaNoticesQuery },
  result: { data: { dmcaNotices: notices } },
});
const decision = (variables: object) => ({
  request: { query: UpdateDmcaStatusMutation, variables },
  result: {
    data: { updateDmcaStatus: { __typename: 'MessageResult', message: 'Status updated successfully' } },
  },
});

describe('DMCA notices page (SPEC 2.22)', () => {
  it('offers to take the named game offline when resolving, unticked, and says what Resolve will do', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DmcaNoticesPage />, {
      mocks: [
        list(notice('1', openclonk)),
        decision({ id: '1', status: 'resolved', takeGameOffline: true }),
        list(notice('1', { ...openclonk, status: 'inactive' }, 'resolved')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve notice “Notice 1”' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve notice' });
    const takeOffline = screen.getByRole('checkbox', {
      name: 'Also take “OpenClonk” offline (set it inactive)',
    });
    expect(takeOffline).not.toBeChecked();
    expect(dialog).toHaveAccessibleDescription(
      'Resolve marks the notice resolved; “OpenClonk” stays in the catalogue.',
    );
    await user.click(takeOffline);
    expect(dialog).toHaveAccessibleDescription(
      'Resolve marks the notice resolved and takes “OpenClonk” out of the catalogue.',
    );
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('resolved')).toBeInTheDocument();
  });

  it('resolves without taking the game offline unless the box is ticked; Cancel sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DmcaNoticesPage />, {
      mocks: [
        list(notice('2', openclonk)),
        decision({ id: '2', status: 'resolved', takeGameOffline: false }),
        list(notice('2', openclonk, 'resolved')),
      ],
    });
    const resolve = await screen.findByRole('button', { name: 'Resolve notice “Notice 2”' });
    await user.click(resolve);
    // A box ticked and then cancelled is not remembered.
    await user.click(screen.getByRole('checkbox', { name: /Also take “OpenClonk” offline/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing was sent: no outcome of any kind is announced.
    expect(screen.queryByText(/Status updated successfully|Failed to update status/)).not.toBeInTheDocument();
    await user.click(resolve);
    expect(screen.getByRole('checkbox', { name: /Also take “OpenClonk” offline/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  });

  it('resolves a notice that names no listed game at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DmcaNoticesPage />, {
      mocks: [
        list(notice('3', null)),
        decision({ id: '3', status: 'resolved' }),
        list(notice('3', null, 'resolved')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve notice “Notice 3”' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  });
});

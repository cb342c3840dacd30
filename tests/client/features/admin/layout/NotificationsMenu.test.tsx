import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NotificationsMenu } from '../../../../../client/src/features/admin/layout/NotificationsMenu.tsx';
import { AdminPendingWorkQuery } from '../../../../../client/src/features/admin/layout/queries.ts';
import { AdminOpenReportCountQuery } from '../../../../../client/src/features/admin/reports/queries.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const pendingWork = {
  request: { query: AdminPendingWorkQuery },
  result: {
    data: {
      dmcaNotices: [
        { __typename: 'DmcaNotice', id: '1', status: 'pending' },
        { __typename: 'DmcaNotice', id: '2', status: 'resolved' },
      ],
      gameRequests: [{ __typename: 'GameRequest', id: '5', status: 'pending' }],
    },
  },
};
const openReports = (count: number, reports = true) => ({
  request: { query: AdminOpenReportCountQuery },
  result: {
    data: { openReportCount: count, communityFeatures: { __typename: 'CommunityFeatures', reports } },
  },
});

describe('Console notifications bell', () => {
  it('counts open reports with pending notices and requests, and links to the Reports page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<NotificationsMenu />, { path: '/admin', mocks: [pendingWork, openReports(4)] });
    const bell = await screen.findByRole('button', { name: 'Notifications: 6 items wait for a decision' });
    await user.click(bell);
    expect(screen.getByRole('menuitem', { name: 'Reports 4 open reports' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.getByRole('menuitem', { name: 'DMCA Notices 1 pending notice' })).toBeInTheDocument();
  });

  it('leaves reports out when the site keeps none', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<NotificationsMenu />, { path: '/admin', mocks: [pendingWork, openReports(0, false)] });
    await user.click(
      await screen.findByRole('button', { name: 'Notifications: 2 items wait for a decision' }),
    );
    expect(screen.queryByRole('menuitem', { name: /^Reports/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdminSidebar } from '../../../../../client/src/features/admin/layout/AdminSidebar.tsx';
import { AdminOpenReportCountQuery } from '../../../../../client/src/features/admin/reports/queries.ts';
import ReportsPage from '../../../../../client/src/features/admin/reports/views/ReportsPage.tsx';
import type { SessionUser } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { reportsServer } from '../reports/reportsServer.ts';

const admin: SessionUser = { id: '1', email: 'admin@example.com', role: 'admin' };
const moderator: SessionUser = { id: '2', email: 'mod@example.com', role: 'moderator' };

const openCount = (count: number, reports = true): MockLink.MockedResponse => ({
  request: { query: AdminOpenReportCountQuery },
  result: {
    data: {
      openReportCount: count,
      communityFeatures: { __typename: 'CommunityFeatures', reports },
    },
  },
});

const sidebar = (user: SessionUser) => <AdminSidebar user={user} onLogout={() => undefined} />;
const links = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Admin sidebar', () => {
  it('shows the open reports on the Reports entry, for moderators too', async () => {
    renderPage(sidebar(moderator), { path: '/admin', mocks: [openCount(3)] });
    expect(await screen.findByRole('link', { name: 'Reports 3 open' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(links()).toEqual(['Dashboard', 'DMCA Notices', 'Game Requests', 'Reports3 open']);
  });

  it('shows no badge while nothing is open', async () => {
    renderPage(sidebar(admin), { path: '/admin', mocks: [openCount(0)] });
    await waitFor(() => expect(links()).toContain('Reports'));
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });

  it('leaves Reports out when the site keeps no reports', async () => {
    const { client } = renderPage(sidebar(admin), { path: '/admin', mocks: [openCount(0, false)] });
    await waitFor(() => expect(client.readQuery({ query: AdminOpenReportCountQuery })).not.toBeNull());
    await waitFor(() => expect(links()).not.toContain('Reports'));
    expect(links()).toContain('Audit Log');
  });

  it('counts one fewer once a report is resolved on the Reports page', async () => {
    const user = userEvent.setup({ delay: null });
    const server = reportsServer();
    renderPage(
      <>
        {sidebar(admin)}
        <ReportsPage />
      </>,
      { path: '/admin/reports', mocks: [openCount(3), ...server.mocks] },
    );
    expect(await screen.findByRole('link', { name: 'Reports 3 open' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Resolve game report “OpenClonk”' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Resolve report' })).getByRole('button', { name: 'Resolve' }),
    );
    expect(await screen.findByRole('link', { name: 'Reports 2 open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

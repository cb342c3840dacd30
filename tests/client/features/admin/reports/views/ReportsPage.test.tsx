import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import ReportsPage from '../../../../../../client/src/features/admin/reports/views/ReportsPage.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';
import { reportsServer, sampleReports } from '../reportsServer.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** Renders the page against `server` at `path`. */
function open(server = reportsServer(), path = '/admin/reports') {
  const view = renderPage(<ReportsPage />, { path, route: '/admin/reports', mocks: server.mocks });
  return { ...view, server };
}

const table = () => screen.getByRole('table', { name: 'Reports' });
const rowOf = (text: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};
const statusFilter = () => screen.getByRole('combobox', { name: 'Status' });
const kindFilter = () => screen.getByRole('combobox', { name: 'Kind' });

describe('Admin reports page', () => {
  it('lists the open reports newest first: kind, reason, the game linked, the reporter, the comment as text', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(statusFilter()).toHaveValue('open');
    expect(kindFilter()).toHaveValue('all');
    expect(server.asked[0]).toEqual({ filter: { status: 'open' }, offset: 0, limit: 20 });
    const headings = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Received', 'Report', 'Game', 'Reporter', 'Status', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.querySelector('p')?.textContent)).toEqual([
      'Game report',
      'Comment report',
      'Issue report',
    ]);
    const game = rowOf('Broken Download');
    expect(game).toHaveTextContent('Nov 24, 2026');
    expect(game).toHaveTextContent('The mirror answers 404.');
    expect(game).toHaveTextContent('visitor@players.example');
    expect(within(game).getByRole('link', { name: 'OpenClonk' })).toHaveAttribute('href', '/game/openclonk');
    expect(within(game).getByText('open')).toBeInTheDocument();
    // A user's words stay text: the markup in a comment is shown, never run.
    const comment = rowOf('Spam');
    expect(within(comment).getByText('<b>Buy cheap keys</b> at spam.example')).toBeInTheDocument();
    expect(comment.querySelector('b')).toBeNull();
    const issue = rowOf('Crash on start');
    expect(issue).toHaveTextContent('Some game not listed');
    expect(within(issue).queryByRole('link')).toBeNull();
    expect(issue).toHaveTextContent('System: Debian 12, 8 GB');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–3 of 3 reports');
  });

  it('filters by status and kind, kept in the address', async () => {
    const { server, router } = open();
    await screen.findByRole('table', { name: 'Reports' });
    await user.selectOptions(statusFilter(), 'Resolved');
    expect(await screen.findByText('Partnership')).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ filter: { status: 'resolved' }, offset: 0, limit: 20 });
    expect(router.state.location.search).toBe('?status=resolved');
    const contact = rowOf('Partnership');
    expect(contact).toHaveTextContent('Contact message');
    expect(contact).toHaveTextContent('Robin');
    expect(contact).toHaveTextContent('By mod@example.com, Nov 21, 2026');
    expect(contact).toHaveTextContent('Note: Answered by mail.');
    expect(
      within(contact).getByRole('button', { name: 'Reopen contact message “Partnership”' }),
    ).toBeEnabled();

    await user.selectOptions(statusFilter(), 'All statuses');
    await user.selectOptions(kindFilter(), 'Issue report');
    expect(await screen.findByText('Showing 1–1 of 1 report')).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ filter: { kind: 'issue' }, offset: 0, limit: 20 });
    expect(router.state.location.search).toBe('?status=all&kind=issue');
    await user.selectOptions(kindFilter(), 'Contact message');
    await user.selectOptions(statusFilter(), 'Dismissed');
    expect(await screen.findByText('No reports found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 reports');
  });

  it('opens with the filters the address names', async () => {
    const { server } = open(reportsServer(), '/admin/reports?status=resolved&kind=contact');
    expect(await screen.findByText('Partnership')).toBeInTheDocument();
    expect(statusFilter()).toHaveValue('resolved');
    expect(kindFilter()).toHaveValue('contact');
    expect(server.asked[0]).toEqual({
      filter: { status: 'resolved', kind: 'contact' },
      offset: 0,
      limit: 20,
    });
  });

  it('pages 20 reports at a time', async () => {
    const [first] = sampleReports();
    if (!first) throw new Error('no sample report');
    const many = Array.from({ length: 21 }, (_, index) => ({
      ...first,
      id: String(100 - index),
      reason: `Reason ${index + 1}`,
    }));
    const { server } = open(reportsServer(many));
    expect(await screen.findByText('Showing 1–20 of 21 reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–21 of 21 reports')).toBeInTheDocument();
    expect(screen.getByText('Reason 21')).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ filter: { status: 'open' }, offset: 20, limit: 20 });
  });

  it('resolves a report with a note; a note over 1,000 characters is refused before it is sent', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Reports' });
    await user.click(
      within(rowOf('Broken Download')).getByRole('button', { name: 'Resolve game report “OpenClonk”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Resolve report' });
    expect(dialog).toHaveTextContent('Game report: OpenClonk');
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Note must be at most 1000 characters')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('Note must be at most 1000 characters');
    expect(server.changes).toEqual([]);

    await user.clear(note);
    await user.type(note, '  Mirror replaced.  ');
    expect(dialog).toHaveTextContent('20 of 1,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(server.changes).toEqual([{ id: '4', status: 'resolved', note: 'Mirror replaced.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Resolved, it leaves the Open list.
    await waitFor(() => expect(screen.queryByText('Broken Download')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2 reports');
  });

  it('dismisses without a note; Cancel sends nothing', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Reports' });
    const dismiss = within(rowOf('Crash on start')).getByRole('button', {
      name: 'Dismiss issue report “Some game not listed”',
    });
    await user.click(dismiss);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.changes).toEqual([]);
    await user.click(dismiss);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Dismiss report' })).getByRole('button', { name: 'Dismiss' }),
    );
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(server.changes).toEqual([{ id: '2', status: 'dismissed' }]);
  });

  it('keeps the dialog open with the server’s message when the change is refused', async () => {
    const server = reportsServer();
    server.state.failStatus = 'The report already has this status';
    open(server);
    await screen.findByRole('table', { name: 'Reports' });
    await user.click(
      within(rowOf('Broken Download')).getByRole('button', { name: 'Resolve game report “OpenClonk”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Resolve report' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('The report already has this status')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Resolve report' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Resolve' })).toBeEnabled());
  });

  it('hides a reported comment, shows it again, and deletes it after asking', async () => {
    open();
    await screen.findByRole('table', { name: 'Reports' });
    const name = 'comment “<b>Buy cheap keys</b> at spam.example”';
    await user.click(within(rowOf('Spam')).getByRole('button', { name: `Hide ${name}` }));
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    expect(await within(rowOf('Spam')).findByText('Hidden by a moderator')).toBeInTheDocument();

    await user.click(within(rowOf('Spam')).getByRole('button', { name: `Unhide ${name}` }));
    expect(await screen.findByText('Comment shown again')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('Spam')).queryByText('Hidden by a moderator')).not.toBeInTheDocument(),
    );

    const remove = within(rowOf('Spam')).getByRole('button', { name: `Delete ${name}` });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    const ask = screen.getByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Comment deleted'),
    );
    await waitFor(() =>
      expect(
        within(rowOf('Spam')).queryByRole('button', { name: /^(Hide|Unhide|Delete) comment/ }),
      ).toBeNull(),
    );
    expect(rowOf('Spam')).toHaveTextContent('Comment deleted');
  });

  it('says when there is nothing to handle', async () => {
    open(reportsServer([]));
    expect(await screen.findByText('No reports found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 reports');
  });

  it('says when the list could not be fetched, and tries again', async () => {
    const server = reportsServer();
    server.state.failList = true;
    open(server);
    expect(await screen.findByText('Failed to fetch reports')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    server.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeInTheDocument();
  });
});

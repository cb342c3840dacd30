import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { AdminAuditLogQuery } from '../../../../../../client/src/features/admin/audit/queries.ts';
import AuditLogPage from '../../../../../../client/src/features/admin/audit/views/AuditLogPage.tsx';
import type {
  AdminAuditLog,
  AdminAuditLogVariables,
} from '../../../../../../client/src/graphql/__generated__/operations.ts';
import { clearSession, saveSession } from '../../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../../support/renderPage.tsx';

type Entry = AdminAuditLog['auditLog']['entries'][number];

const roleChange: Entry = {
  __typename: 'AuditEntry',
  id: '900',
  actorEmail: 'admin@example.com',
  actorRole: 'admin',
  action: 'user.update',
  targetType: 'user',
  targetId: '3',
  targetLabel: 'player@games.example',
  details: [
    { __typename: 'AuditDetail', name: 'changed', value: 'role' },
    { __typename: 'AuditDetail', name: 'previous_role', value: 'user' },
    { __typename: 'AuditDetail', name: 'role', value: 'moderator' },
  ],
  ip: '203.0.113.7',
  createdAt: '2024-03-15T14:05:09.120Z',
};

/** 51 entries in all: the role change, then 50 console sign-ins. */
const signIns: Entry[] = Array.from({ length: 50 }, (_, index) => ({
  ...roleChange,
  id: String(800 - index),
  actorEmail: 'mod@example.com',
  actorRole: 'moderator',
  action: 'console.login',
  targetId: '2',
  targetLabel: 'mod@example.com',
  details: [],
}));
const log = [roleChange, ...signIns];
const actors = [
  { __typename: 'AuditActor' as const, id: '1', email: 'admin@example.com' },
  { __typename: 'AuditActor' as const, id: '2', email: 'mod@example.com' },
];

/** The server: answers every page and filter from `log`, and remembers what it was asked. */
function auditServer() {
  const asked: AdminAuditLogVariables[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: AdminAuditLogQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const { filter, offset = 0, limit = 50 } = variables as AdminAuditLogVariables;
      asked.push(variables as AdminAuditLogVariables);
      const matching = log.filter(
        (entry) =>
          (!filter?.action || entry.action === filter.action) &&
          (!filter?.actorId ||
            entry.actorEmail === actors.find((actor) => actor.id === filter.actorId)?.email),
      );
      const page = matching.slice(offset ?? 0, (offset ?? 0) + (limit ?? 50));
      return {
        data: {
          auditLog: { __typename: 'AuditLogPage', totalCount: matching.length, entries: page, actors },
        },
      };
    },
  };
  return { asked, mock };
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  saveSession(
    { token: 'signed-token', user: { id: '1', email: 'admin@example.com', role: 'admin' } },
    { remember: false, console: true },
  );
});
afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

async function openAuditLog() {
  const server = auditServer();
  renderPage(<AuditLogPage />, { path: '/admin/audit', mocks: [server.mock] });
  await screen.findByRole('table', { name: 'Audit log' });
  return server;
}

const table = () => screen.getByRole('table', { name: 'Audit log' });
const status = () => screen.getByRole('status');
const actionFilter = () => screen.getByRole('combobox', { name: 'Action' });
const actorFilter = () => screen.getByRole('combobox', { name: 'Actor' });

describe('Admin audit log page', () => {
  it('shows an entry: when, who, what, to what, from where, and what changed', async () => {
    await openAuditLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const headings = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['When', 'Actor', 'Action', 'Target', 'Address', 'Details']);
    const row = within(table()).getAllByRole('row')[1];
    if (!row) throw new Error('no entry row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Mar 15, 202414:05:09 UTC',
      'admin@example.comadmin',
      'User updated',
      'player@games.exampleUser #3',
      '203.0.113.7',
      'ChangedrolePrevious roleuserRolemoderator',
    ]);
    expect(within(row).getByText('Previous role').tagName).toBe('DT');
    // The actor's address is an EmailAddress: on one line (never broken at its hyphens), whole in its tooltip.
    const actor = within(row).getByText('admin@example.com');
    expect(actor).toHaveAttribute('data-email');
    expect(actor).toHaveAttribute('title', 'admin@example.com');
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent('Console sign-in');
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent('None');
  });

  it('pages with Previous and Next, 50 entries a page', async () => {
    const server = await openAuditLog();
    expect(status()).toHaveTextContent('Showing 1–50 of 51 entries');
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–51 of 51 entries')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.asked.at(-1)).toEqual({ filter: {}, offset: 50, limit: 50 });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–50 of 51 entries')).toBeInTheDocument();
  });

  it('filters by action and actor, each time from the first page', async () => {
    const server = await openAuditLog();
    expect(
      within(actorFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All actors', 'admin@example.com', 'mod@example.com']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51–51 of 51 entries');

    await user.selectOptions(actionFilter(), 'User updated');
    expect(await screen.findByText('Showing 1–1 of 1 entry')).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ filter: { action: 'user.update' }, offset: 0, limit: 50 });
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('player@games.example');

    await user.selectOptions(actionFilter(), 'All actions');
    await screen.findByText('Showing 1–50 of 51 entries');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51–51 of 51 entries');
    await user.selectOptions(actorFilter(), 'mod@example.com');
    expect(await screen.findByText('Showing 1–50 of 50 entries')).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ filter: { actorId: '2' }, offset: 0, limit: 50 });

    await user.selectOptions(actionFilter(), 'Game deleted');
    expect(await screen.findByText('0 entries')).toBeInTheDocument();
    expect(within(table()).getByText('No audit entries found')).toBeInTheDocument();
  });
});

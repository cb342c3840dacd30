import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SiteDialog } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { SiteDialogsContext } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { GameDetailPage } from '../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { fillIn } from '../../../support/fillIn.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { graphqlFailure, reportAnswer } from '../communityFixtures.ts';
import { gameAnswer, gameFixture } from '../gameFixture.ts';

async function openReportDialog(report = reportAnswer()) {
  const user = userEvent.setup({ delay: null });
  const openedSiteDialogs: SiteDialog[] = [];
  renderPage(
    <SiteDialogsContext value={(dialog) => openedSiteDialogs.push(dialog)}>
      <GameDetailPage />
    </SiteDialogsContext>,
    { path: '/game/zero-ad', route: '/game/:slug', mocks: [gameAnswer(gameFixture()), report.mock] },
  );
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a Problem' });
  const fill = async (values: { reason?: string; description?: string; email?: string }) => {
    if (values.reason) await user.selectOptions(within(dialog).getByLabelText(/Reason/), values.reason);
    if (values.description)
      await fillIn(user, within(dialog).getByLabelText(/Description/), values.description);
    if (values.email) await fillIn(user, within(dialog).getByLabelText(/Email/), values.email);
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
  return { user, dialog, fill, submit, openedSiteDialogs, sent: report.sent };
}

describe('game report dialog', () => {
  it('names each required field under it after a submit', async () => {
    const { dialog, submit } = await openReportDialog();
    await submit();
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the issue')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
  });

  it('offers the five reasons and rejects an invalid email address', async () => {
    const { dialog, fill, submit } = await openReportDialog();
    const reasons = within(within(dialog).getByLabelText(/Reason/)).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).toEqual([
      'Select a reason',
      'Broken Download',
      'Malware/Virus',
      'Wrong Information',
      'Copyright Violation',
      'Other',
    ]);
    await fill({
      reason: 'Other',
      description: 'The page shows the wrong developer.',
      email: 'not-an-address',
    });
    await submit();
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a reason')).not.toBeInTheDocument();
  });

  it('warns about false reports and sends copyright claims to the DMCA form', async () => {
    const { user, dialog, openedSiteDialogs } = await openReportDialog();
    expect(dialog).toHaveTextContent('False reports may lead to account restrictions.');
    expect(dialog).toHaveTextContent('Copyright claims belong in the DMCA form');
    await user.click(within(dialog).getByRole('button', { name: 'Open the DMCA form' }));
    expect(openedSiteDialogs).toEqual([{ kind: 'dmca' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the report to the staff with the page it came from, confirms it and closes', async () => {
    const { dialog, fill, submit, sent } = await openReportDialog();
    await fill({
      reason: 'Broken Download',
      description: '  The download page answers 404.  ',
      email: 'ada@example.org',
    });
    await submit();
    expect(await screen.findByText(messages.gameReport.sent)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        input: {
          gameId: '7',
          reason: 'Broken Download',
          description: 'The download page answers 404.',
          email: 'ada@example.org',
          url: 'http://localhost/game/zero-ad',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(window.localStorage.getItem('reports-storage')).toBeNull();
  });

  it("shows the server's field messages under their fields and keeps the dialog open", async () => {
    const refused = reportAnswer(
      graphqlFailure('Invalid report', {
        code: 'BAD_USER_INPUT',
        fields: {
          description: 'Description must be at most 2000 characters',
          email: 'Invalid email address',
        },
      }),
    );
    const { dialog, fill, submit } = await openReportDialog(refused);
    await fill({ reason: 'Other', description: 'Wrong size.', email: 'ada@example.org' });
    await submit();
    const description = within(dialog).getByLabelText(/Description/);
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription('Description must be at most 2000 characters'),
    );
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email address');
    expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  });

  it('says so when the visitor sent too many reports, and keeps the dialog open', async () => {
    const limited = reportAnswer(
      graphqlFailure(messages.tooManyRequests, { code: 'RATE_LIMITED', retryAfter: 600 }),
    );
    const { dialog, fill, submit } = await openReportDialog(limited);
    await fill({ reason: 'Other', description: 'Wrong size.', email: 'ada@example.org' });
    await submit();
    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(screen.getAllByText(messages.tooManyRequests)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText(messages.gameReport.sent)).not.toBeInTheDocument();
  });
});

import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SiteDialog } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { SiteDialogsContext } from '../../../../../client/src/components/dialogs/siteDialogs.ts';
import { GameDetailPage } from '../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameAnswer, gameFixture } from '../gameFixture.ts';

async function openReportDialog() {
  const user = userEvent.setup();
  const openedSiteDialogs: SiteDialog[] = [];
  renderPage(
    <SiteDialogsContext value={(dialog) => openedSiteDialogs.push(dialog)}>
      <GameDetailPage />
    </SiteDialogsContext>,
    { path: '/game/zero-ad', route: '/game/:slug', mocks: [gameAnswer(gameFixture())] },
  );
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a Problem' });
  const fill = async (values: { reason?: string; description?: string; email?: string }) => {
    if (values.reason) await user.selectOptions(within(dialog).getByLabelText(/Reason/), values.reason);
    if (values.description) await user.type(within(dialog).getByLabelText(/Description/), values.description);
    if (values.email) await user.type(within(dialog).getByLabelText(/Email/), values.email);
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
  return { user, dialog, fill, submit, openedSiteDialogs };
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

  it('keeps the report in this browser, confirms it and closes', async () => {
    const { dialog, fill, submit } = await openReportDialog();
    await fill({
      reason: 'Broken Download',
      description: 'The download page answers 404.',
      email: 'ada@example.org',
    });
    await submit();
    expect(await screen.findByText('Report submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const stored: unknown = JSON.parse(window.localStorage.getItem('reports-storage') ?? '[]');
    expect(stored).toEqual([
      {
        id: expect.any(String),
        gameId: '7',
        gameTitle: '0 A.D.',
        reason: 'Broken Download',
        description: 'The download page answers 404.',
        email: 'ada@example.org',
        url: 'http://localhost/game/zero-ad',
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        status: 'pending',
      },
    ]);
  });

  it('says so when the browser cannot keep the report', async () => {
    const { dialog, fill, submit } = await openReportDialog();
    await fill({ reason: 'Other', description: 'Wrong size.', email: 'ada@example.org' });
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await submit();
      expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
    } finally {
      refuse.mockRestore();
    }
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  });
});

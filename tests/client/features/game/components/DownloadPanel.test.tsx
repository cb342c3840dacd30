import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DownloadPanel } from '../../../../../client/src/features/game/components/DownloadPanel.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameFixture } from '../gameFixture.ts';

describe('the download panel', () => {
  it('leads to the official download page, with version, date, size and platforms', async () => {
    const onDownload = jest.fn();
    const game = gameFixture({ releaseDate: '2025-02-03' });
    renderPage(<DownloadPanel game={game} onDownload={onDownload} />);
    const panel = screen.getByRole('region', { name: 'Download' });
    const link = within(panel).getByRole('link', { name: 'Download (official site)' });
    expect(link).toHaveAttribute('href', 'https://play0ad.com/download/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(panel).toHaveTextContent('Version 0.28.0 · Feb 3, 2025 · 1.9 GB');
    expect(panel).toHaveTextContent('Licence: GPL-2.0-or-later');
    const platforms = within(panel).getByRole('list', { name: 'Platforms' });
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Windows', 'Linux', 'Meta Quest']);
    expect(panel).toHaveTextContent(
      'Opens the game’s official download page in a new tab. Gamevault hosts no files.',
    );
    await userEvent.setup().click(link);
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('leaves out the facts a game does not give', () => {
    renderPage(
      <DownloadPanel
        game={gameFixture({ version: '', size: '', license: '', releaseDate: '2025-02-03' })}
        onDownload={() => undefined}
      />,
    );
    expect(screen.getByRole('region', { name: 'Download' })).toHaveTextContent(
      /^Download \(official site\)Feb 3, 2025Windows/,
    );
  });

  it('is not shown for a game without a download link', () => {
    renderPage(<DownloadPanel game={gameFixture({ downloadLink: '' })} onDownload={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Download' })).not.toBeInTheDocument();
  });
});

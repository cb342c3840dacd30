import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ChangelogSection } from '../../../../../client/src/features/game/components/ChangelogSection.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

const entry = (version: string, date: string, changes: string) => ({ version, date, changes });

const newest = entry('1.5', '2025-06-01', 'New tracks and online ranking.');
const changelog = [
  entry('1.3', '2021-09-28', 'Split-screen on Android.'),
  newest,
  entry('1.4', '2022-11-16', 'Better AI drivers.'),
];

const versions = () =>
  within(screen.getByRole('region', { name: 'Changelog' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the changelog', () => {
  it('shows the newest release first, and the others behind Show all', async () => {
    renderPage(<ChangelogSection changelog={changelog} />);
    expect(versions()).toEqual(['Version 1.5Jun 1, 2025']);
    expect(screen.getByText('New tracks and online ranking.')).toBeVisible();

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show all (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(versions()).toEqual([
      'Version 1.5Jun 1, 2025',
      'Version 1.4Nov 16, 2022',
      'Version 1.3Sep 28, 2021',
    ]);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(versions()).toHaveLength(1);
  });

  it('has no Show all for a single release, and is left out when there is none', () => {
    const { unmount } = renderPage(<ChangelogSection changelog={[newest]} />);
    expect(versions()).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderPage(<ChangelogSection changelog={[]} />);
    expect(screen.queryByRole('region', { name: 'Changelog' })).not.toBeInTheDocument();
  });
});

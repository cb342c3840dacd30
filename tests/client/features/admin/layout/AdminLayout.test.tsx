import { screen } from '@testing-library/react';

import AdminLayout from '../../../../../client/src/features/admin/layout/AdminLayout.tsx';
import { clearSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { siteSettingsAnswer } from '../../../support/siteSettingsAnswer.ts';
import { profileAnswer } from '../../account/profileFixtures.ts';
import { twoFactorStatusAnswer } from '../../account/twoFactorFixtures.ts';

const admin = { id: '1', email: 'admin@example.com', role: 'admin' };

const settingsAnswer = (maintenanceMode: boolean) => siteSettingsAnswer({ maintenanceMode });

/** The console's frame at /admin/games, signed in as an admin, with the site in maintenance or not. */
function openConsole(maintenanceMode: boolean) {
  saveSession({ token: 'token', user: admin }, { remember: false });
  return renderPage(<AdminLayout />, {
    path: '/admin/games',
    route: '/admin/*',
    mocks: [
      settingsAnswer(maintenanceMode),
      profileAnswer({
        data: {
          me: { __typename: 'Profile', ...admin, createdAt: '2024-03-15T10:00:00.000Z', emailVerified: true },
        },
      }),
      twoFactorStatusAnswer(false),
    ] as never,
  });
}

afterEach(() => clearSession());

describe('the console frame', () => {
  it('reminds staff that maintenance mode is on, with the way to Settings', async () => {
    openConsole(true);
    expect(await screen.findByText(/^Maintenance mode is on/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Turn it off in Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('shows no reminder while the site is open', async () => {
    openConsole(false);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByText(/^Maintenance mode is on/)).not.toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';

import { saveSession } from '../../../client/src/lib/session.ts';
import { Layout } from '../../../client/src/shell/Layout.tsx';
import { defaultSiteSettings } from '../../../shared/settings/siteSettings.ts';
import { profileAnswer, visitor } from '../features/account/profileFixtures.ts';
import { renderPage } from '../support/renderPage.tsx';
import { siteSettingsAnswer } from '../support/siteSettingsAnswer.ts';
import { watchOperations } from '../support/watchOperations.ts';

const notice = `${defaultSiteSettings.siteName} is down for maintenance`;
const reminder = /^Maintenance mode is on/;

const settingsAnswer = (maintenanceMode: boolean) => siteSettingsAnswer({ maintenanceMode });

/** What `me` answers: the visitor with `role`, or null for a token the server knows no account of. */
const serverSays = (role: string | null) =>
  profileAnswer({
    data: {
      me: role && {
        __typename: 'Profile',
        ...visitor,
        role,
        createdAt: '2024-03-15T10:00:00.000Z',
        emailVerified: true,
      },
    },
  });

/** This tab keeps a session whose role (in browser storage, where anyone can edit it) is admin. */
const storeAdminClaim = () =>
  saveSession({ token: 'signed-token', user: { ...visitor, role: 'admin' } }, { remember: false });

/** The public layout once the site settings arrived, with the site in maintenance (or not). */
async function openLayout(maintenanceMode: boolean, me?: MockLink.MockedResponse) {
  const watched = watchOperations();
  renderPage(<Layout />, {
    mocks: [settingsAnswer(maintenanceMode), ...(me ? [me] : [])],
    watch: watched.link,
  });
  await waitFor(() => expect(watched.answered).toContain('SiteSettings'));
  return {
    ...watched,
    meAnswered: () => waitFor(() => expect(watched.answered).toContain('AccountProfile')),
  };
}

const expectNoticeOnly = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: notice })).toBeInTheDocument();
  expect(screen.queryByText(reminder)).not.toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
};

describe('the public layout in maintenance mode', () => {
  it('keeps the notice up for a stored admin session when the server says the visitor is a user', async () => {
    storeAdminClaim();
    const { meAnswered } = await openLayout(true, serverSays('user'));
    await expectNoticeOnly();
    await meAnswered();
    await expectNoticeOnly();
  });

  it('keeps the notice up for a stored admin session the server knows no account of', async () => {
    storeAdminClaim();
    const { meAnswered } = await openLayout(true, serverSays(null));
    await expectNoticeOnly();
    await meAnswered();
    await expectNoticeOnly();
  });

  it('shows staff the site with the reminder once the server confirms the role', async () => {
    saveSession({ token: 'signed-token', user: { ...visitor, role: 'user' } }, { remember: false });
    await openLayout(true, serverSays('moderator'));
    expect(await screen.findByText(reminder)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: notice })).not.toBeInTheDocument();
    // Settings are an admin's: a moderator is told who turns maintenance off.
    expect(screen.getByText(reminder)).toHaveTextContent(
      'An admin can turn it off in the console’s Settings.',
    );
    expect(screen.queryByRole('link', { name: 'Turn it off in Settings' })).not.toBeInTheDocument();
  });

  it("gives an admin the way to the console's Settings, where maintenance is turned off", async () => {
    storeAdminClaim();
    await openLayout(true, serverSays('admin'));
    expect(await screen.findByRole('link', { name: 'Turn it off in Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('asks the server nothing about the visitor while the site is open', async () => {
    storeAdminClaim();
    const watched = await openLayout(false);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByText(reminder)).not.toBeInTheDocument();
    expect(watched.sent.map((operation) => operation.name)).not.toContain('AccountProfile');
  });
});

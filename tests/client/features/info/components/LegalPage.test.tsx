import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import DisclaimerPage from '../../../../../client/src/features/info/views/DisclaimerPage.tsx';
import PrivacyPage from '../../../../../client/src/features/info/views/PrivacyPage.tsx';
import TermsPage from '../../../../../client/src/features/info/views/TermsPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

const pages: [string, string, ComponentType][] = [
  ['/privacy', 'Privacy Policy', PrivacyPage],
  ['/terms', 'Terms of Service', TermsPage],
  ['/disclaimer', 'Disclaimer', DisclaimerPage],
];

describe.each(pages)('%s', (path, title, Page) => {
  it(`is titled ${title} and was last updated March 15, 2024`, () => {
    renderPage(<Page />, { path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/last updated March 15, 2024/)).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Gamevault`);
  });
});

describe('privacy policy', () => {
  it('names every browser storage key, the account data and the absence of tracking', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    for (const key of ['gv_visitor', 'auth-storage', 'adminToken', 'gv-color-mode']) {
      expect(screen.getByText(key)).toBeInTheDocument();
    }
    // The counts moved to the server (issue 32): the browser keeps none of them any more.
    for (const key of ['game-metrics', 'reports-storage', 'userId']) {
      expect(screen.queryByText(key)).not.toBeInTheDocument();
    }
    expect(screen.getByText(/your theme choice/)).toBeInTheDocument();
    expect(screen.getByText(/a hash of your password \(never the password itself\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tracking' })).toBeInTheDocument();
  });

  it('says what the community stores on the server, for how long, and what an account deletion does', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    const section = (name: string) =>
      screen.getByRole('heading', { name }).closest('section')?.textContent ?? '';
    expect(section('What your browser keeps')).toMatch(/a random id .* lasts a year/);
    const counts = section('Views, stars, shares and downloads');
    expect(counts).toMatch(/a hash of your visitor id, never the id itself/);
    expect(counts).toMatch(/view of a game page is remembered for 30 minutes/);
    expect(counts).toMatch(/download made without an account is remembered for two days/);
    expect(section('Ratings, comments and reports')).toMatch(/rating of a game is kept with your account/);
    const deletion = section('Deleting your account');
    expect(deletion).toMatch(/your stars and ratings leave the games' figures and averages/);
    expect(deletion).toContain('shown as written by “Deleted user”');
    const tracking = section('No tracking');
    expect(tracking).toMatch(
      /IP address is never stored with what you do here: views, stars, shares, downloads, ratings, comments and reports hold none/,
    );
    expect(tracking).toMatch(
      /limits and its check for repeated forms keep only a keyed hash of the address a request came from, never the address itself, for at most a day/,
    );
    expect(tracking).toMatch(
      /The address itself is kept in the short technical logs .* and the staff's actions in the console are logged with their address/,
    );
  });
});

describe('disclaimer', () => {
  it('says the site hosts no files and links to official pages', () => {
    renderPage(<DisclaimerPage />, { path: '/disclaimer' });
    expect(screen.getByText(/No game file is stored on or served by this site/)).toBeInTheDocument();
    expect(screen.getByText(/We link only to the pages the games' authors publish/)).toBeInTheDocument();
  });
});

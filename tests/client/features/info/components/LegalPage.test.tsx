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
    for (const key of ['auth-storage', 'game-metrics', 'reports-storage', 'userId', 'gv-color-mode']) {
      expect(screen.getByText(key)).toBeInTheDocument();
    }
    expect(screen.getByText(/your theme choice/)).toBeInTheDocument();
    expect(screen.getByText(/a hash of your password \(never the password itself\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tracking' })).toBeInTheDocument();
  });
});

describe('disclaimer', () => {
  it('says the site hosts no files and links to official pages', () => {
    renderPage(<DisclaimerPage />, { path: '/disclaimer' });
    expect(screen.getByText(/No game file is stored on or served by this site/)).toBeInTheDocument();
    expect(screen.getByText(/We link only to the pages the games' authors publish/)).toBeInTheDocument();
  });
});

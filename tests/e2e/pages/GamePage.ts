import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

import { answerTo } from '../support/graphqlOperation.ts';
import { waitForHydration } from '../support/hydration.ts';
import { SitePage } from './SitePage.ts';

/** /game/{slug}: the game's details, its actions, its share dialog and screenshot lightbox. */
export class GamePage extends SitePage {
  readonly starButton = this.main.getByRole('button', { name: 'Star', exact: true });
  readonly starredButton = this.main.getByRole('button', { name: 'Starred', exact: true });
  readonly shareButton = this.main.getByRole('button', { name: 'Share', exact: true });
  readonly reportButton = this.main.getByRole('button', { name: 'Report', exact: true });
  /** A Favorite heart (game cards only: on the game page the Star is the favorite). */
  readonly favoriteToggle = this.main.getByRole('button', { name: /^Favorite / });
  readonly downloadLink = this.main.getByRole('link', { name: 'Download Game' });
  /** The download panel's link, at the top of the sidebar (above the cover on phones). */
  readonly downloadPanel = this.main.getByRole('region', { name: 'Download' });
  readonly officialDownloadLink = this.downloadPanel.getByRole('link', { name: 'Download (official site)' });
  readonly shareDialog = this.page.getByRole('dialog', { name: /^Share / });
  readonly copyLinkButton = this.shareDialog.getByRole('button', { name: 'Copy link' });
  readonly lightbox = this.page.getByRole('dialog', { name: /^Screenshot \d+ of / });
  readonly notFoundHeading = this.main.getByRole('heading', { name: 'Game not found', level: 1 });
  readonly returnHomeLink = this.main.getByRole('link', { name: 'Return to home' });

  async open(slug: string): Promise<void> {
    await this.page.goto(`/game/${slug}`);
  }

  /** Opens the page and waits until its actions respond (after hydration). */
  async openReady(slug: string): Promise<void> {
    await this.open(slug);
    await waitForHydration(this.shareButton);
  }

  /**
   * Resolves once the page shows the game titled `title`. After a navigation inside the site the
   * page before stays on screen until the game's route has loaded, and may hold Favorite toggles
   * of its own (game cards).
   */
  async shown(title: string): Promise<void> {
    await expect(this.main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  /** The figure of one counter (Views, Stars, Shares or Downloads). */
  statistic(label: 'Views' | 'Stars' | 'Shares' | 'Downloads'): Locator {
    return this.page
      .getByRole('list', { name: 'Game statistics' })
      .getByRole('listitem')
      .filter({ hasText: label })
      .getByRole('paragraph')
      .first();
  }

  shareLink(name: 'Share on Facebook' | 'Share on Twitter' | 'Share by email'): Locator {
    return this.shareDialog.getByRole('link', { name });
  }

  /** Stars the game and resolves once the server has the star (the button shows it at once). */
  async star(): Promise<void> {
    const answered = answerTo(this.page, 'StarGame');
    await this.starButton.click();
    await answered;
  }

  async openShareDialog(): Promise<void> {
    await this.shareButton.click();
  }

  async copyLink(): Promise<void> {
    await this.copyLinkButton.click();
  }

  async openScreenshot(number: number, title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Open screenshot ${number} of ${title}` }).click();
  }
}

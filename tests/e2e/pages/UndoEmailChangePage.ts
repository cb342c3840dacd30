import type { Locator, Page } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';

/** The page the link mailed to an old address opens: one button puts the address back. */
export class UndoEmailChangePage {
  readonly page: Page;
  readonly restoreButton: Locator;
  readonly restoredHeading: Locator;
  readonly signedOut: Locator;
  readonly resetPasswordLink: Locator;
  readonly problem: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.restoreButton = main.getByRole('button', { name: 'Restore my previous email' });
    this.restoredHeading = main.getByRole('heading', { name: 'Email address restored' });
    this.signedOut = main.getByRole('status');
    this.resetPasswordLink = main.getByRole('link', { name: 'Reset my password' });
    this.problem = main.getByRole('alert');
  }

  /** Opens the mailed link (its path and query: the link names the server's public address). */
  async openLink(link: string): Promise<void> {
    const { pathname, search } = new URL(link);
    await this.page.goto(`${pathname}${search}`);
    await waitForHydration(this.restoreButton);
  }

  async restore(): Promise<void> {
    await this.restoreButton.click();
  }
}

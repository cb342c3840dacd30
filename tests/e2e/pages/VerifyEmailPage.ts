import type { Locator, Page } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';

/** /verify-email?token=…: the emailed link's page, which verifies only on a press. */
export class VerifyEmailPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly verifyButton: Locator;
  readonly outcome: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Verify your email' });
    this.verifyButton = main.getByRole('button', { name: 'Verify my email' });
    this.outcome = main.locator('.MuiAlert-message');
  }

  /** Opens the emailed link (its path and query: the link names the server's public address). */
  async openLink(link: string): Promise<void> {
    const { pathname, search } = new URL(link);
    await this.page.goto(`${pathname}${search}`);
    await waitForHydration(this.verifyButton);
  }

  async verify(): Promise<void> {
    await this.verifyButton.click();
  }
}

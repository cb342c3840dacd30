import type { Locator, Page } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';

/** The footer every public page shares, with its newsletter box. */
export class SiteFooter {
  readonly page: Page;
  readonly footer: Locator;
  readonly newsletterEmail: Locator;
  readonly subscribeButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.footer = page.getByRole('contentinfo');
    this.newsletterEmail = this.footer.getByRole('textbox', { name: 'Email address' });
    this.subscribeButton = this.footer.getByRole('button', { name: 'Subscribe' });
  }

  async subscribe(email: string): Promise<void> {
    await waitForHydration(this.subscribeButton);
    await this.newsletterEmail.fill(email);
    await this.subscribeButton.click();
  }
}

import type { Locator, Page } from '@playwright/test';

/** A dialog of the site, found by its title, with a Close button. */
export abstract class SiteDialog {
  readonly page: Page;
  readonly dialog: Locator;
  readonly closeButton: Locator;

  constructor(page: Page, title: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' });
  }
}

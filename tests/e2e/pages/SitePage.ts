import type { Locator, Page } from '@playwright/test';

/** A page of the public site; what is its own lies in the main landmark, between header and footer. */
export abstract class SitePage {
  readonly page: Page;
  protected readonly main: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
  }
}

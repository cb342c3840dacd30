import type { Locator, Page } from '@playwright/test';

/** The signed-in console: its sidebar, top bar and the current page's heading and table. */
export class AdminConsole {
  readonly page: Page;
  readonly navigation: Locator;
  readonly heading: Locator;
  readonly table: Locator;
  readonly logout: Locator;

  constructor(page: Page) {
    this.page = page;
    this.navigation = page.getByRole('navigation', { name: 'Admin' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.table = page.getByRole('main').getByRole('table');
    this.logout = page.getByRole('button', { name: 'Logout' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** The table row that mentions `text`. */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}

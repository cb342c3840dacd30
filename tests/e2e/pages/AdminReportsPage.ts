import type { Locator, Page } from '@playwright/test';

import { AdminConsole } from './AdminConsole.ts';
import { combobox } from './formFields.ts';

/** The console's Reports page: its filters, the sidebar entry with its badge, and the pager. */
export class AdminReportsPage extends AdminConsole {
  readonly statusFilter: Locator;
  readonly kindFilter: Locator;
  readonly sidebarEntry: Locator;
  readonly pager: Locator;

  constructor(page: Page) {
    super(page);
    const main = page.getByRole('main');
    this.statusFilter = combobox(main, 'Status');
    this.kindFilter = combobox(main, 'Kind');
    this.sidebarEntry = this.navigation.getByRole('link', { name: /^Reports/ });
    this.pager = main.getByRole('status');
  }

  /** The open count the sidebar's Reports entry shows (0 when it shows none). */
  async openCount(): Promise<number> {
    const text = (await this.sidebarEntry.textContent()) ?? '';
    const count = /(\d[\d,]*) open/.exec(text)?.[1];
    return count === undefined ? 0 : Number(count.replace(/,/g, ''));
  }
}

import type { Locator, Page } from '@playwright/test';

import { AdminConsole } from './AdminConsole.ts';
import { combobox } from './formFields.ts';

/** The console's audit log: actor and action filters, the entries, and the pager. */
export class AdminAuditPage extends AdminConsole {
  readonly actorFilter: Locator;
  readonly actionFilter: Locator;
  readonly status: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(page: Page) {
    super(page);
    const main = page.getByRole('main');
    this.actorFilter = combobox(main, 'Actor');
    this.actionFilter = combobox(main, 'Action');
    this.status = main.getByRole('status');
    this.next = main.getByRole('button', { name: 'Next' });
    this.previous = main.getByRole('button', { name: 'Previous' });
  }

  /** The entry rows (the heading row left out). */
  entries(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
}

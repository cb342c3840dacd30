import type { Locator, Page } from '@playwright/test';

import { SiteDialog } from './SiteDialog.ts';
import { SiteHeader } from './SiteHeader.ts';

/** The Important notice the header opens. */
export class ImportantNoticeDialog extends SiteDialog {
  constructor(page: Page) {
    super(page, 'Important Notice');
  }

  async openFromHeader(): Promise<void> {
    await new SiteHeader(this.page).openNavDialog('Important');
  }

  block(title: string): Locator {
    return this.dialog.getByRole('heading', { name: title, level: 3 });
  }
}

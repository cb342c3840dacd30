import type { Page } from '@playwright/test';

import { textbox } from './formFields.ts';
import { SteppedDialog } from './SteppedDialog.ts';

export interface DmcaNotice {
  title: string;
  url: string;
  company?: string;
  name: string;
  description: string;
  email: string;
}

/** The DMCA dialog the header opens: an information step, then the notice form. */
export class DmcaDialog extends SteppedDialog {
  readonly contentTitle = textbox(this.dialog, 'Content title');
  readonly url = textbox(this.dialog, 'URL');
  readonly company = textbox(this.dialog, 'Company (if applicable)');
  readonly name = textbox(this.dialog, 'Your name');
  readonly description = textbox(this.dialog, 'Description');
  readonly email = textbox(this.dialog, 'Email');

  constructor(page: Page) {
    super(page, { title: 'DMCA Notice', headerButton: 'DMCA', submitButton: 'Submit Notice' });
  }

  async fill(notice: DmcaNotice): Promise<void> {
    await this.contentTitle.fill(notice.title);
    await this.url.fill(notice.url);
    await this.company.fill(notice.company ?? '');
    await this.name.fill(notice.name);
    await this.description.fill(notice.description);
    await this.email.fill(notice.email);
  }
}

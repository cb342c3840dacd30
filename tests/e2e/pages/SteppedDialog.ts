import type { Locator, Page } from '@playwright/test';

import { SiteDialog } from './SiteDialog.ts';
import { SiteHeader } from './SiteHeader.ts';

export interface SteppedDialogLabels {
  title: string;
  /** The header's navigation button that opens the dialog. */
  headerButton: string;
  submitButton: string;
}

/** A dialog the header opens in two steps: an information step, then a form with Back and a submit button. */
export abstract class SteppedDialog extends SiteDialog {
  readonly proceedButton = this.dialog.getByRole('button', { name: 'Proceed to the form' });
  readonly backButton = this.dialog.getByRole('button', { name: 'Back' });
  /** The last failure, said again inside the dialog. */
  readonly failure = this.dialog.getByRole('alert');
  readonly submitButton: Locator;
  private readonly headerButton: string;

  constructor(page: Page, labels: SteppedDialogLabels) {
    super(page, labels.title);
    this.headerButton = labels.headerButton;
    this.submitButton = this.dialog.getByRole('button', { name: labels.submitButton });
  }

  async openFromHeader(): Promise<void> {
    await new SiteHeader(this.page).openNavDialog(this.headerButton);
  }

  async proceed(): Promise<void> {
    await this.proceedButton.click();
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}

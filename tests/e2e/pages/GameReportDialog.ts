import type { Page } from '@playwright/test';

import { combobox, textbox } from './formFields.ts';
import { SiteDialog } from './SiteDialog.ts';

export interface GameProblem {
  reason: string;
  description: string;
  email: string;
}

/** The game page's Report a Problem dialog (the report reaches the staff). */
export class GameReportDialog extends SiteDialog {
  readonly reason = combobox(this.dialog, 'Reason');
  readonly description = textbox(this.dialog, 'Description');
  readonly email = textbox(this.dialog, 'Email');
  readonly submitButton = this.dialog.getByRole('button', { name: 'Submit Report' });

  constructor(page: Page) {
    super(page, 'Report a Problem');
  }

  async fill(problem: GameProblem): Promise<void> {
    await this.reason.selectOption(problem.reason);
    await this.description.fill(problem.description);
    await this.email.fill(problem.email);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}

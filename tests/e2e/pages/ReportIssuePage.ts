import type { Page } from '@playwright/test';

import { combobox, textbox } from './formFields.ts';
import { FormPage } from './FormPage.ts';

export interface IssueReport {
  gameName: string;
  issueType: string;
  description: string;
  systemSpecs: string;
  email: string;
}

/** /report: the Report an Issue page and its form. */
export class ReportIssuePage extends FormPage {
  readonly gameName = textbox(this.main, 'Game name');
  readonly issueType = combobox(this.main, 'Issue type');
  readonly description = textbox(this.main, 'Description');
  readonly systemSpecs = textbox(this.main, 'System specifications');
  readonly email = textbox(this.main, 'Email');

  constructor(page: Page) {
    super(page, '/report', 'Submit Report');
  }

  async fill(report: IssueReport): Promise<void> {
    await this.gameName.fill(report.gameName);
    await this.issueType.selectOption(report.issueType);
    await this.description.fill(report.description);
    await this.systemSpecs.fill(report.systemSpecs);
    await this.email.fill(report.email);
  }
}

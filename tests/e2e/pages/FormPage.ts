import type { Locator, Page } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';
import { SitePage } from './SitePage.ts';

/** A page whose main content is one form, opened at its own address and sent with one button. */
export abstract class FormPage extends SitePage {
  readonly submitButton: Locator;
  private readonly path: string;

  constructor(page: Page, path: string, submitLabel: string) {
    super(page);
    this.path = path;
    this.submitButton = this.main.getByRole('button', { name: submitLabel });
  }

  /** Opens the page and waits until React owns the form, so a submit is validated instead of posted. */
  async open(): Promise<void> {
    await this.page.goto(this.path);
    await waitForHydration(this.submitButton);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}

import type { Locator, Page } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';

/** The two steps of a forgotten password: asking for a link, then choosing a new password with it. */
export class PasswordResetPage {
  readonly page: Page;
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly answer: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly saveButton: Locator;
  readonly linkProblem: Locator;
  readonly newLinkLink: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.email = main.getByRole('textbox', { name: /^Email/ });
    this.sendButton = main.getByRole('button', { name: 'Send reset link' });
    this.answer = main.getByRole('status');
    this.newPassword = main.getByLabel(/^New password/);
    this.confirmation = main.getByLabel(/^Confirm new password/);
    this.saveButton = main.getByRole('button', { name: 'Set new password' });
    this.linkProblem = main.locator('.MuiAlert-message');
    this.newLinkLink = main.getByRole('link', { name: 'Request a new link' });
  }

  async askForLink(email: string): Promise<void> {
    await this.page.goto('/forgot-password');
    await waitForHydration(this.sendButton);
    await this.email.fill(email);
    await this.sendButton.click();
  }

  /** Opens the emailed link (its path and query: the link names the server's public address). */
  async openLink(link: string): Promise<void> {
    const { pathname, search } = new URL(link);
    await this.page.goto(`${pathname}${search}`);
  }

  async choosePassword(password: string): Promise<void> {
    await waitForHydration(this.saveButton);
    await this.newPassword.fill(password);
    await this.confirmation.fill(password);
    await this.saveButton.click();
  }
}

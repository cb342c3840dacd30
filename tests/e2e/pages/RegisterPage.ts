import type { Locator, Page } from '@playwright/test';

import { FormPage } from './FormPage.ts';

/** The standalone registration page (SPEC 2.16). */
export class RegisterPage extends FormPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly signInLink: Locator;

  constructor(page: Page) {
    super(page, '/register', 'Create Account');
    this.email = this.main.getByRole('textbox', { name: /^Email/ });
    this.password = this.main.getByLabel(/^Password/);
    this.confirmation = this.main.getByLabel(/^Confirm password/);
    this.signInLink = this.main.getByRole('link', { name: 'Sign in' });
  }

  async register(credentials: { email: string; password: string }): Promise<void> {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.confirmation.fill(credentials.password);
    await this.submit();
  }
}

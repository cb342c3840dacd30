import type { Locator, Page } from '@playwright/test';

import { FormPage } from './FormPage.ts';

/** The standalone sign-in page (SPEC 2.16). */
export class LoginPage extends FormPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly failure: Locator;
  readonly forgotPasswordLink: Locator;
  readonly signUpLink: Locator;

  constructor(page: Page) {
    super(page, '/login', 'Sign In');
    this.email = this.main.getByRole('textbox', { name: /^Email/ });
    this.password = this.main.getByLabel(/^Password/);
    this.rememberMe = this.main.getByRole('checkbox', { name: 'Remember me' });
    this.failure = this.main.locator('.MuiAlert-message');
    this.forgotPasswordLink = this.main.getByRole('link', { name: 'Forgot password?' });
    this.signUpLink = this.main.getByRole('link', { name: 'Sign up' });
  }

  async signIn(credentials: { email: string; password: string }, options: { remember?: boolean } = {}) {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    if (options.remember) await this.rememberMe.check();
    await this.submit();
  }
}

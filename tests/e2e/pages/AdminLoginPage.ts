import type { Locator, Page } from '@playwright/test';

/** The console's sign-in page (SPEC 2.17). */
export class AdminLoginPage {
  readonly page: Page;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly failure: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByRole('textbox', { name: /^Email/ });
    this.password = page.getByLabel(/^Password/);
    this.rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    this.submit = page.getByRole('button', { name: 'Sign In' });
    this.failure = page.getByRole('main').locator('.MuiAlert-message');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/login');
  }

  async signIn(credentials: { email: string; password: string }): Promise<void> {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.submit.click();
  }
}

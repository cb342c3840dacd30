import type { Locator, Page } from '@playwright/test';

import { AdminLoginPage } from './AdminLoginPage.ts';

/** The console's Settings page (SPEC 2.24), signed in as `credentials`. */
export class AdminSettingsPage {
  readonly page: Page;
  readonly siteName: Locator;
  readonly siteDescription: Locator;
  readonly contactEmail: Locator;
  readonly maintenanceMode: Locator;
  readonly twoFactor: Locator;
  readonly sessionTimeout: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    this.page = page;
    this.siteName = page.getByRole('textbox', { name: /^Site Name/ });
    this.siteDescription = page.getByRole('textbox', { name: 'Site Description' });
    this.contactEmail = page.getByRole('textbox', { name: /^Contact Email/ });
    this.maintenanceMode = page.getByRole('checkbox', { name: 'Maintenance Mode' });
    this.twoFactor = page.getByRole('checkbox', { name: 'Two-Factor Authentication' });
    this.sessionTimeout = page.getByRole('combobox', { name: 'Session Timeout' });
    this.save = page.getByRole('button', { name: 'Save Settings' });
  }

  async signInAndOpen(credentials: { email: string; password: string }): Promise<void> {
    const login = new AdminLoginPage(this.page);
    await login.open();
    await login.signIn(credentials);
    await this.page.waitForURL(/\/admin$/);
    await this.page.goto('/admin/settings');
    await this.siteName.waitFor();
  }
}

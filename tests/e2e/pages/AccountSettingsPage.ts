import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

import { SitePage } from './SitePage.ts';

/** /account/settings: notification toggles saved at once, two-factor sign-in, the account's deletion. */
export class AccountSettingsPage extends SitePage {
  readonly heading = this.main.getByRole('heading', { name: 'Account Settings', level: 1 });
  readonly emailNotifications = this.main.getByRole('switch', { name: 'Email notifications' });
  readonly downloadNotifications = this.main.getByRole('switch', { name: 'Download notifications' });
  readonly enableTwoFactorButton = this.main.getByRole('button', { name: 'Enable' });
  readonly recoveryCodesLeft = this.main.getByText(/recovery codes? left/);
  readonly deletePanel = this.main.getByRole('region', { name: 'Delete Account' });
  readonly deleteDialog = this.page.getByRole('dialog', { name: 'Delete your account?' });
  readonly deletePassword = this.deleteDialog.getByLabel(/^Password/);

  async open(): Promise<void> {
    await this.page.goto('/account/settings');
    await expect(this.heading).toBeVisible();
  }

  async flip(toggle: Locator): Promise<void> {
    await toggle.click();
  }

  async openDeleteDialog(): Promise<void> {
    await this.deletePanel.getByRole('button', { name: 'Delete account' }).click();
    await expect(this.deleteDialog).toBeVisible();
  }

  /** Deletes the account with `password`, the dialog opened first if it is not open yet. */
  async deleteAccount(password: string): Promise<void> {
    if (!(await this.deleteDialog.isVisible())) await this.openDeleteDialog();
    await this.deletePassword.fill(password);
    await this.deleteDialog.getByRole('button', { name: 'Delete account' }).click();
  }
}

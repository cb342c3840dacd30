import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

import { waitForHydration } from '../support/hydration.ts';
import { SitePage } from './SitePage.ts';

/**
 * /account/profile: account details with the email's inline edit, the display name, sign out
 * everywhere, the password change, starred games, downloads, ratings and comments.
 */
export class ProfilePage extends SitePage {
  readonly heading = this.main.getByRole('heading', { name: 'My Profile', level: 1 });
  readonly details = this.main.getByRole('region', { name: 'Account Details' });
  readonly editEmailButton = this.details.getByRole('button', { name: 'Edit email' });
  readonly emailField = this.details.getByRole('textbox', { name: /^Email/ });
  readonly emailPassword = this.details.getByLabel(/^Current Password/);
  readonly displayNamePanel = this.main.getByRole('region', { name: 'Display Name' });
  readonly displayName = this.displayNamePanel.getByRole('textbox', { name: /^Display name/ });
  readonly sessions = this.main.getByRole('region', { name: 'Sessions' });
  readonly signOutEverywhereButton = this.sessions.getByRole('button', { name: 'Sign out everywhere' });
  readonly signOutEverywhereDialog = this.page.getByRole('dialog', { name: 'Sign out everywhere?' });
  readonly passwordPanel = this.main.getByRole('region', { name: 'Change Password' });
  readonly currentPassword = this.passwordPanel.getByLabel(/^Current Password/);
  readonly newPassword = this.passwordPanel.getByLabel(/^New Password/);
  readonly confirmPassword = this.passwordPanel.getByLabel(/^Confirm New Password/);
  readonly favorites = this.main.getByRole('region', { name: 'Starred Games' });
  readonly downloads = this.main.getByRole('region', { name: 'Downloads' });
  readonly ratings = this.main.getByRole('region', { name: 'My Ratings' });
  readonly comments = this.main.getByRole('region', { name: 'My Comments' });

  async open(): Promise<void> {
    await this.page.goto('/account/profile');
    await expect(this.heading).toBeVisible();
  }

  /** The value shown beside a label of the account details (Email, Role, Member since). */
  fact(label: 'Email' | 'Role' | 'Member since'): Locator {
    return this.details.getByRole('definition').filter({
      has: this.page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
  }

  favorite(title: string): Locator {
    return this.favorites.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) });
  }

  rating(title: string): Locator {
    return this.ratings.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) });
  }

  /** Sets the name shown on the account's comments. */
  async saveDisplayName(name: string): Promise<void> {
    await waitForHydration(this.displayName);
    await this.displayName.fill(name);
    await this.displayNamePanel.getByRole('button', { name: 'Save Display Name' }).click();
  }

  download(title: string): Locator {
    return this.downloads.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) });
  }

  /** Edits the email, confirmed with the current password; the edit stays open when it is refused. */
  async changeEmail(email: string, currentPassword: string): Promise<void> {
    if (!(await this.emailField.isVisible())) {
      await waitForHydration(this.editEmailButton);
      await this.editEmailButton.click();
    }
    await this.emailField.fill(email);
    await this.emailPassword.fill(currentPassword);
    await this.details.getByRole('button', { name: 'Save' }).click();
  }

  async openSignOutEverywhere(): Promise<void> {
    await waitForHydration(this.signOutEverywhereButton);
    await this.signOutEverywhereButton.click();
    await expect(this.signOutEverywhereDialog).toBeVisible();
  }

  async signOutEverywhere(): Promise<void> {
    await this.openSignOutEverywhere();
    await this.signOutEverywhereDialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  }

  async changePassword(current: string, next: string, confirmation = next): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirmation);
    await this.passwordPanel.getByRole('button', { name: 'Update Password' }).click();
  }
}

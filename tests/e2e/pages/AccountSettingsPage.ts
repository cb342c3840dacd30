import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

import { SitePage } from './SitePage.ts';

/** /account/settings: notification toggles saved at once, and the two-factor button. */
export class AccountSettingsPage extends SitePage {
  readonly heading = this.main.getByRole('heading', { name: 'Account Settings', level: 1 });
  readonly emailNotifications = this.main.getByRole('switch', { name: 'Email notifications' });
  readonly downloadNotifications = this.main.getByRole('switch', { name: 'Download notifications' });
  readonly enableTwoFactorButton = this.main.getByRole('button', { name: 'Enable' });

  async open(): Promise<void> {
    await this.page.goto('/account/settings');
    await expect(this.heading).toBeVisible();
  }

  async flip(toggle: Locator): Promise<void> {
    await toggle.click();
  }
}

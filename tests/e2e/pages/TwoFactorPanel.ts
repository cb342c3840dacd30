import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Two-factor sign-in as a person uses it: the set-up (account settings or the console's required
 * screen) and the code step of a sign-in page. Codes come from the key the page shows, as an
 * authenticator app would make them.
 */
export class TwoFactorPanel {
  readonly page: Page;
  readonly key: Locator;
  readonly qrCode: Locator;
  readonly recoveryCodes: Locator;
  readonly codeStep: Locator;

  constructor(page: Page) {
    this.page = page;
    this.key = page.getByLabel('Two-factor key');
    this.qrCode = page.getByRole('img', { name: /QR code/ });
    this.recoveryCodes = page.getByRole('list', { name: 'Recovery codes' });
    this.codeStep = page.getByRole('heading', { name: 'Two-Factor Sign In' });
  }

  /** The code an app with `secret` shows `stepsAhead` steps from now (each code opens once). */
  static code(secret: string, stepsAhead = 0): Promise<string> {
    return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
  }

  /** Confirms the set-up on screen; answers the key and the recovery codes it showed. */
  async confirmSetup(): Promise<{ secret: string; codes: string[] }> {
    await expect(this.qrCode).toBeVisible();
    const secret = (await this.key.innerText()).replace(/\s/g, '');
    await this.page
      .getByRole('textbox', { name: /Authentication code/ })
      .fill(await TwoFactorPanel.code(secret));
    await this.page.getByRole('button', { name: 'Turn on' }).click();
    await expect(this.recoveryCodes).toBeVisible();
    const codes = await this.recoveryCodes.getByRole('listitem').allInnerTexts();
    await this.page.getByRole('button', { name: 'I saved my codes' }).click();
    return { secret, codes };
  }

  /** The second step of a sign-in page. */
  async enterCode(code: string): Promise<void> {
    await expect(this.codeStep).toBeVisible();
    await this.page.getByRole('textbox', { name: /Authentication or recovery code/ }).fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}

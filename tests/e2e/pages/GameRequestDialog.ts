import type { Page } from '@playwright/test';

import { combobox, textbox } from './formFields.ts';
import { SteppedDialog } from './SteppedDialog.ts';

export interface GameRequest {
  gameTitle: string;
  platform: string;
  releaseYear: string;
  additionalInfo?: string;
  email: string;
}

/** The Request Game dialog: an information step, then the request form. */
export class GameRequestDialog extends SteppedDialog {
  readonly gameTitle = textbox(this.dialog, 'Game title');
  readonly platform = combobox(this.dialog, 'Platform');
  readonly releaseYear = textbox(this.dialog, 'Release year');
  readonly additionalInfo = textbox(this.dialog, 'Additional information');
  readonly email = textbox(this.dialog, 'Email');

  constructor(page: Page) {
    super(page, { title: 'Request a Game', headerButton: 'Request Game', submitButton: 'Submit Request' });
  }

  async fill(request: GameRequest): Promise<void> {
    await this.gameTitle.fill(request.gameTitle);
    await this.platform.selectOption(request.platform);
    await this.releaseYear.fill(request.releaseYear);
    await this.additionalInfo.fill(request.additionalInfo ?? '');
    await this.email.fill(request.email);
  }
}

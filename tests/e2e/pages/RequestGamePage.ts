import type { Page } from '@playwright/test';

import { combobox, textbox } from './formFields.ts';
import { FormPage } from './FormPage.ts';

export interface RequestedGame {
  gameName: string;
  developer: string;
  releaseYear: string;
  platform: string;
  email: string;
  additionalInfo?: string;
}

/** /request: the Request a Game page and its form. */
export class RequestGamePage extends FormPage {
  readonly gameName = textbox(this.main, 'Game name');
  readonly developer = textbox(this.main, 'Developer');
  readonly releaseYear = textbox(this.main, 'Release year');
  readonly platform = combobox(this.main, 'Platform');
  readonly email = textbox(this.main, 'Email');
  readonly additionalInfo = textbox(this.main, 'Additional information');

  constructor(page: Page) {
    super(page, '/request', 'Submit Request');
  }

  async fill(game: RequestedGame): Promise<void> {
    await this.gameName.fill(game.gameName);
    await this.developer.fill(game.developer);
    await this.releaseYear.fill(game.releaseYear);
    await this.platform.selectOption(game.platform);
    await this.email.fill(game.email);
    await this.additionalInfo.fill(game.additionalInfo ?? '');
  }
}

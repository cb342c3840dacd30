import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The game page's Comments section: its form, its list and each comment's actions. */
export class GameComments {
  readonly region: Locator;
  readonly list: Locator;
  readonly displayName: Locator;
  readonly text: Locator;
  readonly postButton: Locator;
  readonly signInLink: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.region = page.getByRole('region', { name: 'Comments' });
    this.list = this.region.getByRole('list', { name: 'Comments' });
    this.displayName = this.region.getByRole('textbox', { name: 'Display name' });
    this.text = this.region.getByRole('textbox', { name: 'Add a comment' });
    this.postButton = this.region.getByRole('button', { name: 'Post comment' });
    this.signInLink = this.region.getByRole('link', { name: 'Sign in to comment' });
  }

  /** The list item of the top-level comment that says `text`. */
  comment(text: string): Locator {
    return this.list.locator(':scope > li').filter({ hasText: text });
  }

  /** The replies under the comment by `author`. */
  replies(author: string): Locator {
    return this.list.getByRole('list', { name: `Replies to ${author}` });
  }

  /** Presses Tab until `target` has the focus (at most `limit` times): the keyboard's own way there. */
  async tabTo(target: Locator, limit = 200): Promise<void> {
    for (let step = 0; step < limit; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }
}

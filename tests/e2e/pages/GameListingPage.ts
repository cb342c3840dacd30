import { clickWhenHydrated } from '../support/hydration.ts';
import { SitePage } from './SitePage.ts';

/** What the genre, latest, category and search result pages share: a status line, the game cards, Show More. */
export abstract class GameListingPage extends SitePage {
  readonly status = this.main.getByRole('status');
  readonly cards = this.main.getByRole('listitem').filter({ has: this.page.getByRole('link') });
  readonly showMoreButton = this.main.getByRole('button', { name: 'Show More Games' });

  async showMore(): Promise<void> {
    await clickWhenHydrated(this.showMoreButton);
  }
}

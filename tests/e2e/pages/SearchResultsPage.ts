import { clickWhenHydrated } from '../support/hydration.ts';
import { GameListingPage } from './GameListingPage.ts';

/** /search?q=: the results of a search, or an offer to request the game. */
export class SearchResultsPage extends GameListingPage {
  readonly emptyText = this.main.getByText('No games found matching your search');
  readonly requestThisGameButton = this.main.getByRole('button', { name: 'Request this game' });

  async open(query: string): Promise<void> {
    await this.page.goto(`/search?q=${encodeURIComponent(query)}`);
  }

  async requestThisGame(): Promise<void> {
    await clickWhenHydrated(this.requestThisGameButton);
  }
}

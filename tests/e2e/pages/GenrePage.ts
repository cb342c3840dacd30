import { GameListingPage } from './GameListingPage.ts';

/** /genre/{id}: one genre's games, 15 at a time. */
export class GenrePage extends GameListingPage {
  async open(genreId: string): Promise<void> {
    await this.page.goto(`/genre/${genreId}`);
  }
}

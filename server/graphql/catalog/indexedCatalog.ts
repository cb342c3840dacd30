import { releaseTime } from '../../../shared/catalog/timeWindows.ts';
import type { NormalizedGame } from '../normalize/game.ts';

export interface IndexedGame {
  game: NormalizedGame;
  /** Lower-cased once, so searches never lower-case the catalogue per request. */
  keys: { title: string; developer: string; description: string; category: string; genres: string[] };
  releaseTime: number;
}

export interface IndexedCatalog {
  games: readonly IndexedGame[];
  bySlug: ReadonlyMap<string, NormalizedGame>;
  byId: ReadonlyMap<string, NormalizedGame>;
}

export function indexCatalog(games: readonly NormalizedGame[]): IndexedCatalog {
  return {
    games: games.map((game) => ({
      game,
      keys: {
        title: game.title.toLowerCase(),
        developer: game.developer.toLowerCase(),
        description: game.description.toLowerCase(),
        category: game.category.toLowerCase(),
        genres: game.genres.map((genre) => genre.value.toLowerCase()),
      },
      releaseTime: releaseTime(game.releaseDate),
    })),
    bySlug: new Map(games.map((game) => [game.slug, game])),
    byId: new Map(games.map((game) => [game.id, game])),
  };
}

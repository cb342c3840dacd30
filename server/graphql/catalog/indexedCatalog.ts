import { releaseTime } from '../../../shared/catalog/timeWindows.ts';
import type { NormalizedGame } from '../normalize/game.ts';
import { catalogueMeanRating, weightedRating } from './weightedRating.ts';

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
  /** The mean of every rating of the active games, toward which weighted ratings lean. */
  meanRating: number;
}

/**
 * The catalogue indexed for searches, with each game's weighted rating. The mean is taken over the
 * active games only, so that staff (who also see inactive games) see the weights visitors see.
 */
export function indexCatalog(listed: readonly NormalizedGame[]): IndexedCatalog {
  const meanRating = catalogueMeanRating(listed.filter((game) => game.status === 'active'));
  const games = listed.map((game) => ({ ...game, weightedRating: weightedRating(game, meanRating) }));
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
    meanRating,
  };
}

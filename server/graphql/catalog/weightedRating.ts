/**
 * The Bayesian rating that sorts and ranks games (docs/decisions.md, "Weighted rating"): each game's
 * mean pulled toward the catalogue's mean as if it had `priorWeight` more votes at that mean, so a
 * game with one 5-star vote does not outrank one with hundreds of 4.8s.
 */
export const priorWeight = 10;
/** The mean a catalogue without any rating is assumed to have: the middle of the 1-5 scale. */
export const defaultMeanRating = 3;

export interface Rated {
  rating: number;
  totalRatings: number;
}

/** `(C·m + rating·n) / (C + n)`; null for a game without ratings. */
export function weightedRating({ rating, totalRatings }: Rated, catalogueMean: number): number | null {
  if (totalRatings <= 0) return null;
  return (priorWeight * catalogueMean + rating * totalRatings) / (priorWeight + totalRatings);
}

/** The mean of every rating given in these games (each game's mean weighed by its count). */
export function catalogueMeanRating(games: Iterable<Rated>): number {
  let sum = 0;
  let count = 0;
  for (const game of games) {
    if (game.totalRatings <= 0) continue;
    sum += game.rating * game.totalRatings;
    count += game.totalRatings;
  }
  return count === 0 ? defaultMeanRating : sum / count;
}

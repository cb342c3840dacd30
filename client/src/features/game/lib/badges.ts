/** SPEC 9: Popular above 100000 views, New Release under 30 days, Top Rated from 4.5. */
const popularViews = 100_000;
const newReleaseDays = 30;
const topRatedFrom = 4.5;

const dayMs = 24 * 60 * 60 * 1000;

export type GameBadge = 'Popular' | 'New Release' | 'Top Rated';

export interface BadgeFacts {
  views: number;
  /** The weighted rating (docs/decisions.md "Weighted rating"); null while nobody has rated the game. */
  weightedRating: number | null;
  releaseDate: string;
}

/**
 * The badges a game earns. `now` is null while the page renders on the server, where New Release
 * (which depends on the clock) is left out until the browser knows the time.
 */
export function gameBadges(
  { views, weightedRating, releaseDate }: BadgeFacts,
  now: number | null,
): GameBadge[] {
  const badges: GameBadge[] = [];
  if (views > popularViews) badges.push('Popular');
  const released = Date.parse(releaseDate);
  if (now !== null && !Number.isNaN(released) && now - released < newReleaseDays * dayMs) {
    badges.push('New Release');
  }
  if (weightedRating !== null && weightedRating >= topRatedFrom) badges.push('Top Rated');
  return badges;
}

import { fnv1a } from '../../../fnv1a.ts';
import { downloadWindows, utcDay } from '../../community/countRules.ts';
import type { DemoGame } from './demoGames.ts';

const dayMs = 86_400_000;

/** A repeatable number in [0, 1) for one game and purpose: the seed is the same on every run. */
const unit = (game: DemoGame, purpose: string) => fnv1a(`${game.slug}:${purpose}`) / 2 ** 32;

/**
 * Splits `total` over `weights` in whole numbers that add up to it exactly (largest remainders
 * first).
 */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (total * weight) / sum);
  const whole = shares.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const byRemainder = shares.map((share, index) => ({ index, rest: share - Math.floor(share) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left -= 1;
  }
  return whole;
}

/**
 * A game's downloads per UTC day over the past year, adding up to `downloads`. Each game has its
 * own pace (some mostly downloaded in the last weeks, others steadily all year), a lift at
 * weekends and a rush after its current version came out, so that Top downloads' week, month and
 * year differ.
 */
function downloadDays(game: DemoGame, downloads: number, releaseDate: string, now: Date) {
  const releasedDaysAgo = Math.floor((now.getTime() - Date.parse(`${releaseDate}T00:00:00Z`)) / dayMs);
  const fading = 15 + 400 * unit(game, 'fading');
  const floor = 0.05 + 0.3 * unit(game, 'floor');
  const rush = 2 + 6 * unit(game, 'rush');
  const weights = Array.from({ length: downloadWindows.year }, (_, back) => {
    const weekday = new Date(now.getTime() - back * dayMs).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
    const sinceRelease = releasedDaysAgo - back;
    const release = sinceRelease >= 0 ? 1 + rush * Math.exp(-sinceRelease / 5) : 1;
    return (Math.exp(-back / fading) + floor) * weekend * release;
  });
  return apportion(downloads, weights)
    .map((count, back) => ({ day: utcDay(now, back), downloads: count }))
    .filter((row) => row.downloads > 0);
}

/**
 * Believable community totals for a demo game, as the aggregates the counts keep: downloads a
 * seventh of the views, stars and shares in proportion to ratings and views, the rating's sum for
 * its mean, and the downloads per day that Top downloads reads.
 */
export function demoCounts(game: DemoGame, releaseDate: string, now: Date) {
  const downloads = Math.round(game.views / 7);
  return {
    downloads,
    stars: Math.round(game.totalRatings * (0.35 + 0.4 * unit(game, 'stars'))),
    shares: Math.round(game.views / (60 + 140 * unit(game, 'shares'))),
    ratingSum: game.rating * game.totalRatings,
    downloadDays: downloadDays(game, downloads, releaseDate, now),
  };
}

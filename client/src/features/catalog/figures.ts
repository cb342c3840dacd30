import { formatNumber } from '../../lib/format.ts';

const scales = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * A figure in the form of SPEC 2.7's stats strip ("50K+", "1M+"): rounded down, never up, so the
 * plus sign stays true. One decimal under ten of a unit (1.2M+), whole units above (52K+); under a
 * thousand the figure itself with a plus (40+), and 0 as it is.
 */
export function roundedFigure(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole === 0) return '0';
  for (const { size, suffix } of scales) {
    if (whole < size) continue;
    const units = whole / size;
    const shown = units < 10 ? Math.floor(units * 10) / 10 : Math.floor(units);
    return `${shown}${suffix}+`;
  }
  return `${whole}+`;
}

/** "1 rating", "5,220 ratings". */
export const ratingsCount = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'rating' : 'ratings'}`;

/** "1 game", "45 games": the categories page's counts (SPEC 2.11). */
export const gamesCount = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? 'game' : 'games'}`;

/** The text shown for a game nobody has rated, in place of a 0.0 that would read as a bad rating. */
export const noRatingsYet = 'No ratings yet';

/** The time filters of the listings (SPEC 5 and 9), as the GraphQL schema names them. */
export type TimeWindow = 'ALL' | 'WEEK' | 'MONTH' | 'YEAR';

/** How many whole days back each time filter reaches. */
export const timeWindowDays: Readonly<Record<TimeWindow, number>> = {
  ALL: Infinity,
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
};

const dayMs = 86_400_000;

/** A release date (`YYYY-MM-DD`, any time part ignored) as midnight UTC; NaN when it is no date. */
export const releaseTime = (releaseDate: string): number =>
  Date.parse(`${releaseDate.slice(0, 10)}T00:00:00Z`);

/** Whole days from `time` to `now`, rounded up (a game released 1 ms ago is 1 day old). */
export const wholeDaysSince = (time: number, now: number): number => Math.ceil((now - time) / dayMs);

/** Whether a game released at `time` (see `releaseTime`) is within `window` of `now`. */
export function withinTimeWindow(time: number, window: TimeWindow, now: number): boolean {
  if (window === 'ALL') return true;
  if (Number.isNaN(time)) return false;
  return wholeDaysSince(time, now) <= timeWindowDays[window];
}

import type { TimeWindow } from '../../graphql/__generated__/operations.ts';

export type { TimeWindow };

/** SPEC 5 and 9: how many whole days back each time filter reaches. */
export const timeWindowDays: Readonly<Record<TimeWindow, number>> = {
  ALL: Infinity,
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
};

const dayMs = 86_400_000;

/** Whole days between the release date and `now`, rounded up (a game released 1 ms ago is 1 day old). */
export function wholeDaysSince(releaseDate: string, now: number): number {
  return Math.ceil((now - new Date(releaseDate).getTime()) / dayMs);
}

/** SPEC 5: week at most 7 days, month at most 30, year at most 365, all no limit. */
export function isInTimeWindow(releaseDate: string, window: TimeWindow, now: number): boolean {
  if (window === 'ALL') return true;
  const days = wholeDaysSince(releaseDate, now);
  return !Number.isNaN(days) && days <= timeWindowDays[window];
}

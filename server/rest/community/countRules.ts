/** The product's counting rules (SPEC 9 and issue 32); the rate limits are in `defaultLimits`. */

/** One view per visitor and game counts per 30 minutes (SPEC 9). */
export const viewWindowMs = 30 * 60_000;

/** Anonymous downloads count once per visitor, game and UTC day: a day-old row still guards today. */
export const anonymousDownloadKeepDays = 2;

/** How often views older than their window and spent anonymous download rows are deleted. */
export const pruneEveryMs = 5 * 60_000;

/** Top downloads' windows, in days back from today (UTC); `all` reads the games' totals. */
export const downloadWindows = { week: 7, month: 30, year: 365, all: null } as const;

export type DownloadWindow = keyof typeof downloadWindows;

/** Top downloads shows this many games. */
export const topDownloadsLength = 15;

/** Accounts signed in or using a token in this many days are the home page's "Active Users". */
export const activeUserDays = 30;

/** My ratings lists at most this many, newest first. */
export const myRatingsLength = 200;

const dayMs = 86_400_000;

/** The UTC day (YYYY-MM-DD) `daysBack` days before `at`. */
export function utcDay(at: Date, daysBack = 0): string {
  return new Date(at.getTime() - daysBack * dayMs).toISOString().slice(0, 10);
}

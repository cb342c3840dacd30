/** The value at percentile `p` (0 to 100) of ascending `sorted`; 0 when there is none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

import { describe, expect, test } from '@jest/globals';

import { releaseTime, wholeDaysSince, withinTimeWindow } from '../../../shared/catalog/timeWindows.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => now - days * 86_400_000;

describe('time window rule', () => {
  test('counts whole days between the release and now, rounded up', () => {
    expect(wholeDaysSince(daysAgo(0), now)).toBe(0);
    expect(wholeDaysSince(now - 1, now)).toBe(1);
    expect(wholeDaysSince(daysAgo(6.5), now)).toBe(7);
    expect(wholeDaysSince(daysAgo(7), now)).toBe(7);
  });

  test('keeps a week at most 7 days back', () => {
    expect(withinTimeWindow(daysAgo(7), 'WEEK', now)).toBe(true);
    expect(withinTimeWindow(daysAgo(6.01), 'WEEK', now)).toBe(true);
    expect(withinTimeWindow(daysAgo(7.01), 'WEEK', now)).toBe(false);
  });

  test('keeps a month at most 30 days back and a year at most 365', () => {
    expect(withinTimeWindow(daysAgo(30), 'MONTH', now)).toBe(true);
    expect(withinTimeWindow(daysAgo(30.01), 'MONTH', now)).toBe(false);
    expect(withinTimeWindow(daysAgo(365), 'YEAR', now)).toBe(true);
    expect(withinTimeWindow(daysAgo(365.01), 'YEAR', now)).toBe(false);
  });

  test('has no limit for all time, and reads a release date as midnight UTC', () => {
    expect(withinTimeWindow(releaseTime('1999-01-01'), 'ALL', now)).toBe(true);
    // 2026-11-15T00:00Z is 7.5 days before now: rounded up to 8, outside the week.
    expect(withinTimeWindow(releaseTime('2026-11-15'), 'WEEK', now)).toBe(false);
    expect(withinTimeWindow(releaseTime('2026-11-16'), 'WEEK', now)).toBe(true);
    expect(releaseTime('2026-11-16T18:30:00+02:00')).toBe(releaseTime('2026-11-16'));
  });

  test('leaves out a release date that cannot be read, except for all time', () => {
    expect(withinTimeWindow(releaseTime('soon'), 'YEAR', now)).toBe(false);
    expect(withinTimeWindow(releaseTime('soon'), 'ALL', now)).toBe(true);
  });
});

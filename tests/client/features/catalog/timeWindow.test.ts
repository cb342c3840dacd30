import { isInTimeWindow, wholeDaysSince } from '../../../../client/src/features/catalog/timeWindow.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe('time window rule', () => {
  it('counts whole days between the release date and now, rounded up', () => {
    expect(wholeDaysSince(daysAgo(0), now)).toBe(0);
    expect(wholeDaysSince(new Date(now - 1).toISOString(), now)).toBe(1);
    expect(wholeDaysSince(daysAgo(6.5), now)).toBe(7);
    expect(wholeDaysSince(daysAgo(7), now)).toBe(7);
  });

  it('keeps a week at most 7 days back', () => {
    expect(isInTimeWindow(daysAgo(7), 'WEEK', now)).toBe(true);
    expect(isInTimeWindow(daysAgo(6.01), 'WEEK', now)).toBe(true);
    expect(isInTimeWindow(daysAgo(7.01), 'WEEK', now)).toBe(false);
  });

  it('keeps a month at most 30 days back and a year at most 365', () => {
    expect(isInTimeWindow(daysAgo(30), 'MONTH', now)).toBe(true);
    expect(isInTimeWindow(daysAgo(30.01), 'MONTH', now)).toBe(false);
    expect(isInTimeWindow(daysAgo(365), 'YEAR', now)).toBe(true);
    expect(isInTimeWindow(daysAgo(365.01), 'YEAR', now)).toBe(false);
  });

  it('has no limit for all time, and reads a date-only release date as midnight UTC', () => {
    expect(isInTimeWindow('1999-01-01', 'ALL', now)).toBe(true);
    // 2026-11-15T00:00Z is 7.5 days before now: rounded up to 8, outside the week.
    expect(isInTimeWindow('2026-11-15', 'WEEK', now)).toBe(false);
    expect(isInTimeWindow('2026-11-16', 'WEEK', now)).toBe(true);
  });

  it('leaves out a release date that cannot be read, except for all time', () => {
    expect(isInTimeWindow('soon', 'YEAR', now)).toBe(false);
    expect(isInTimeWindow('soon', 'ALL', now)).toBe(true);
  });
});

import { formatCount, formatDate, formatMonthYear, formatNumber } from '../../../client/src/lib/format.ts';

// The formatters are written out for speed; what they print must stay what Intl prints in English.
const intlCount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const intlNumber = new Intl.NumberFormat('en');

/** Every whole number up to 20,000, then a spread over each unit up to a hundred trillion. */
function counts(): number[] {
  const values = Array.from({ length: 20_001 }, (_, index) => index);
  for (let exponent = 4; exponent <= 14; exponent += 1) {
    const base = 10 ** exponent;
    for (const factor of [1, 1.05, 1.45, 1.5, 9.9949, 9.995, 9.99949, 9.9995, 9.99999]) {
      values.push(Math.round(base * factor), Math.round(base * factor) - 1, Math.round(base * factor) + 1);
    }
  }
  return values;
}

describe('formatCount', () => {
  it('prints what Intl compact notation prints, to one decimal', () => {
    const differences = counts().filter((value) => formatCount(value) !== intlCount.format(value));
    expect(differences).toEqual([]);
  });

  it('shows the examples of the cards', () => {
    expect(formatCount(184_300)).toBe('184.3K');
    expect(formatCount(999_950)).toBe('1M');
    expect(formatCount(1_450)).toBe('1.5K');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-2_500)).toBe('-2.5K');
  });
});

describe('formatNumber', () => {
  it('groups thousands as Intl does', () => {
    const differences = counts().filter((value) => formatNumber(value) !== intlNumber.format(value));
    expect(differences).toEqual([]);
    expect(formatNumber(-1_234_567)).toBe('-1,234,567');
  });
});

describe('dates', () => {
  const days = Array.from(
    { length: 800 },
    (_, index) => new Date(Date.UTC(1999, 11, 1) + index * 86_400_000 * 11.3),
  );

  it('prints a day as "Mar 15, 2024" in UTC, as Intl does', () => {
    for (const day of days) {
      const iso = day.toISOString();
      const intl = day.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDate(iso)).toBe(intl);
    }
    expect(formatDate('2024-03-15')).toBe('Mar 15, 2024');
  });

  it('prints a month as "March 2024" in UTC, as Intl does', () => {
    for (const day of days) {
      const intl = day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
      expect(formatMonthYear(day.toISOString())).toBe(intl);
    }
  });

  it('returns text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatMonthYear('')).toBe('');
  });
});

// Written out rather than with Intl: creating an Intl formatter loads locale data, which costs a
// phone tens of milliseconds while the page starts. The output is Intl's English output; the tests
// compare the two.

const compactSuffixes = ['', 'K', 'M', 'B', 'T'] as const;
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 184300 → "184,300": counts where the exact figure matters (whole numbers). */
export function formatNumber(value: number): string {
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/** 184300 → "184.3K": counts on cards and lists (whole numbers), to one decimal, half up. */
export function formatCount(value: number): string {
  const magnitude = Math.abs(Math.round(value));
  let unit = 0;
  let tenths = magnitude * 10;
  // 999,950 is 1,000.0K once rounded, so it shows as 1M, as with Intl. Dividing the whole number
  // keeps its halves exact: 1,450 → 14.5 tenths of a thousand → 1.5K.
  while (tenths >= 10_000 && unit < compactSuffixes.length - 1) {
    unit += 1;
    tenths = Math.round(magnitude / (1000 ** unit / 10));
  }
  const whole = Math.floor(tenths / 10);
  const shown = tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
  return `${value < 0 && magnitude > 0 ? '-' : ''}${shown}${compactSuffixes[unit]}`;
}

export const formatRating = (value: number) => value.toFixed(1);

/** "2024-03-15" → "Mar 15, 2024", in UTC so the server and the browser print the same day. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2024-03-15T10:00:00Z" → "March 2024" (a profile's member-since), in UTC like `formatDate`. */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${longMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

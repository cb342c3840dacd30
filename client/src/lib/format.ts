const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en');

/** 184300 → "184.3K": counts on cards and lists. */
export const formatCount = (value: number) => compact.format(value);

/** 184300 → "184,300": counts where the exact figure matters. */
export const formatNumber = (value: number) => whole.format(value);

export const formatRating = (value: number) => value.toFixed(1);

/** "2024-03-15" → "Mar 15, 2024", in UTC so the server and the browser print the same day. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "2024-03-15T10:00:00Z" → "March 2024" (a profile's member-since), in UTC like `formatDate`. */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

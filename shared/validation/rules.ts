/**
 * The pure rules that the REST service and the client's forms both enforce (SPEC 5). Each shape
 * check is plain code or a single-class pattern, so it runs in time linear in its input.
 */

export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const emailMaxLength = 254;

/** Game requests: the earliest release year, and the latest one relative to `now` (next calendar year). */
export const releaseYearMin = 1970;
export const releaseYearMax = (now: Date): number => now.getUTCFullYear() + 1;

/** Issue reports (the Report an Issue page): the shortest description accepted. */
export const issueDescriptionMinLength = 20;

/** Comments and replies: plain text, at most this many characters once trimmed. */
export const commentMaxLength = 2000;

/** The name an account shows on its comments (SPEC 2.8's "posting needs a name"). */
export const displayNameMaxLength = 40;

/** The staff's note when they resolve, dismiss or reopen a report (line breaks kept). */
export const reportNoteMaxLength = 1000;

const whitespace = /\s/;
const slugCharacters = /^[a-z0-9-]+$/;

/**
 * The product's "simple address pattern": `local@domain.tld` with one `@`, no whitespace, and a dot
 * inside the domain (the same language as `^[^\s@]+@[^\s@]+\.[^\s@]+$`, without its backtracking).
 */
export function isEmailShaped(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1) || whitespace.test(value)) return false;
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1;
}

/** At least one lowercase letter, one uppercase letter and one digit (SPEC 5, registration). */
export function meetsPasswordComposition(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** Lowercase letters and digits in groups joined by single hyphens (SPEC 5, admin game form). */
export function isSlug(value: string): boolean {
  return (
    slugCharacters.test(value) && !value.startsWith('-') && !value.endsWith('-') && !value.includes('--')
  );
}

const isoDateShape = /^\d{4}-\d{2}-\d{2}$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date written `YYYY-MM-DD` that exists on the calendar: no month 13, no April 31, no
 * February 29 outside leap years (`Date.parse` rolls 2024-02-30 over to March 1 instead).
 */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || !isoDateShape.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An absolute http(s) URL, written with its scheme first (no `//host`, no `javascript:`). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.startsWith(url.protocol);
  } catch {
    return false;
  }
}

const authorityEnd = /[/?#\\]/;

/**
 * Whether a URL names a user or a password before its host (`https://user:pass@host`): a link that
 * carries credentials, or one that shows a trusted name and leads elsewhere
 * (`https://trusted.example@evil.example` opens evil.example). Text that is no URL has none.
 */
export function hasUserinfo(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return true;
  // An empty user name (`https://@host`) is dropped by the parser but was still written.
  const start = value.indexOf('//');
  if (start === -1) return false;
  const rest = value.slice(start + 2);
  const end = rest.search(authorityEnd);
  return (end === -1 ? rest : rest.slice(0, end)).includes('@');
}

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

/** An absolute http(s) URL, written with its scheme first (no `//host`, no `javascript:`). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.startsWith(url.protocol);
  } catch {
    return false;
  }
}

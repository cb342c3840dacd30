/**
 * The shapes that text fields must have, as plain code or single-class patterns: each runs in time
 * linear in the length of its input, whatever that input is.
 */

const whitespace = /\s/;
const slugCharacters = /^[a-z0-9-]+$/;

/** C0 control characters (NUL included) and DEL; tab and line breaks only in multi-line text. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

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

/** Lowercase letters and digits in groups joined by single hyphens (SPEC 5). */
export function isSlug(value: string): boolean {
  return (
    slugCharacters.test(value) && !value.startsWith('-') && !value.endsWith('-') && !value.includes('--')
  );
}

/** At least one lowercase letter, one uppercase letter and one digit (SPEC 5, registration). */
export function meetsPasswordComposition(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
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

/** A calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  return (
    value.length === 10 &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

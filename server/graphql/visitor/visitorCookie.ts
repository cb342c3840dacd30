import { randomBytes } from 'node:crypto';

/** The first-party cookie that names an anonymous visitor (docs/decisions.md, "Visitor id"). */
export const visitorCookieName = 'gv_visitor';

/** What the REST service accepts as a visitor id (`X-Visitor-Id`). */
const visitorIdPattern = /^[A-Za-z0-9_-]{22,64}$/;

const oneYearSeconds = 365 * 24 * 60 * 60;

/** A new visitor id: 128 random bits, base64url (22 characters). */
export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** The visitor id of a `Cookie` header; undefined when it has none, or only a malformed one. */
export function visitorIdFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== visitorCookieName) continue;
    const value = pair.slice(separator + 1).trim();
    if (visitorIdPattern.test(value)) return value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value that gives a visitor its id: for a year, to every path, never to scripts
 * (HttpOnly), not sent with cross-site subrequests (SameSite=Lax), only over https when the request
 * came over https.
 */
export function visitorCookie(id: string, secure: boolean): string {
  const attributes = [`Max-Age=${oneYearSeconds}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${visitorCookieName}=${id}`, ...attributes].join('; ');
}

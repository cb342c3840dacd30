import { describe, expect, test } from '@jest/globals';

import {
  newVisitorId,
  visitorCookie,
  visitorCookieName,
  visitorIdFrom,
} from '../../../../server/graphql/visitor/visitorCookie.ts';

/** Issue 32: the anonymous visitor's first-party cookie. */

describe('visitor ids', () => {
  test('are 128 random bits in base64url: 22 characters the REST service accepts, never twice alike', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVisitorId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('visitorIdFrom', () => {
  const id = 'Zm9vYmFyYmF6cXV4MTIzNA';

  test.each([
    [`gv_visitor=${id}`, id],
    [`theme=dark; gv_visitor=${id}; other=1`, id],
    [` gv_visitor = ${id} `, id],
    ['theme=dark', undefined],
    ['', undefined],
    [undefined, undefined],
    // Malformed ids are ignored: a new one is issued rather than one the REST service refuses.
    ['gv_visitor=short', undefined],
    ['gv_visitor=not%20base64url%20at%20all%21%21%21', undefined],
    [`gv_visitor=${'a'.repeat(65)}`, undefined],
    [`xgv_visitor=${id}`, undefined],
    [`gv_visitor=bad; gv_visitor=${id}`, id],
  ])('%j → %j', (header, expected) => {
    expect(visitorIdFrom(header)).toBe(expected);
  });
});

describe('visitorCookie', () => {
  test('is httpOnly, SameSite=Lax, for every path, for a year', () => {
    const cookie = visitorCookie('abc', false);
    expect(cookie.startsWith(`${visitorCookieName}=abc; `)).toBe(true);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(['Max-Age=31536000', 'Path=/', 'HttpOnly', 'SameSite=Lax']);
  });

  test('is Secure when the request came over https', () => {
    expect(visitorCookie('abc', true).split('; ')).toContain('Secure');
  });
});

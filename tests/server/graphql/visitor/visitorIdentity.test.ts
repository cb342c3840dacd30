import { describe, expect, test } from '@jest/globals';
import type { Request } from 'express';

import { visitorIdentity } from '../../../../server/graphql/visitor/visitorIdentity.ts';

/** Issue 32: who counts, and what the answer must carry once the visitor mattered. */

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const known = 'a1B2c3D4e5F6g7H8i9J0kL';

function request(headers: Record<string, string>, secure = false): Request {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { secure, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

describe('visitorIdentity', () => {
  test('an operation that reads nothing of the visitor adds no header', () => {
    expect(visitorIdentity(request({ 'user-agent': chrome })).answerHeaders()).toEqual({});
  });

  test('a first counting call issues one id, the same however often it is asked', () => {
    const visitor = visitorIdentity(request({ 'user-agent': chrome }));
    const id = visitor.forCounting();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitor.forCounting()).toBe(id);
    const headers = visitor.answerHeaders();
    expect(headers['set-cookie']).toBe(`gv_visitor=${id}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
    expect(headers['cache-control']).toBe('private, no-store');
  });

  test("the cookie's id is used as it is, and no cookie is set again", () => {
    const visitor = visitorIdentity(request({ 'user-agent': chrome, cookie: `gv_visitor=${known}` }));
    expect(visitor.forCounting()).toBe(known);
    expect(visitor.answerHeaders()).toEqual({ 'cache-control': 'private, no-store' });
  });

  test('over https the cookie is Secure', () => {
    const visitor = visitorIdentity(request({ 'user-agent': chrome }, true));
    visitor.forCounting();
    expect(visitor.answerHeaders()['set-cookie']).toMatch(/; Secure$/);
  });

  test('a signed-in caller is known by the token: no id is sent or issued', () => {
    const visitor = visitorIdentity(request({ 'user-agent': chrome, authorization: 'Bearer a.b.c' }));
    expect(visitor.signedIn).toBe(true);
    expect(visitor.forCounting()).toBeUndefined();
    expect(visitor.answerHeaders()).toEqual({ 'cache-control': 'private, no-store' });
  });

  test('reading the current visitor issues nothing, but makes the answer private', () => {
    const visitor = visitorIdentity(request({ 'user-agent': chrome }));
    expect(visitor.current()).toBeUndefined();
    expect(visitor.answerHeaders()).toEqual({ 'cache-control': 'private, no-store' });
  });

  test('a crawler or a prefetch is marked uncounted', () => {
    expect(visitorIdentity(request({ 'user-agent': chrome })).uncounted).toBe(false);
    expect(visitorIdentity(request({ 'user-agent': 'Googlebot/2.1' })).uncounted).toBe(true);
    expect(visitorIdentity(request({ 'user-agent': chrome, 'sec-purpose': 'prefetch' })).uncounted).toBe(
      true,
    );
  });
});

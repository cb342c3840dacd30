import { createHash } from 'node:crypto';

import { describe, expect, test } from '@jest/globals';
import type { Request } from 'express';

import type { Viewer } from '../../../../server/rest/auth/viewer.ts';
import { anonymousKey, requireVisitor, visitorOf } from '../../../../server/rest/community/visitorKeys.ts';
import { HttpError } from '../../../../server/rest/express/HttpError.ts';
import { messages } from '../../../../shared/validation/messages.ts';

const requestWith = (visitorId?: string) =>
  ({ get: (name: string) => (name.toLowerCase() === 'x-visitor-id' ? visitorId : undefined) }) as Request;
const viewer = { id: 42 } as Viewer;
const visitorId = 'A1b2C3d4E5f6G7h8I9j0K_-x';

function refusal(work: () => unknown): HttpError {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('visitor keys', () => {
  test('an anonymous visitor is stored as v: and the first 32 hex of the SHA-256 of its id, never the id', () => {
    const key = anonymousKey(visitorId);
    const digest = createHash('sha256').update(visitorId).digest('hex');
    expect(key).toBe(`v:${digest.slice(0, 32)}`);
    expect(key).not.toContain(visitorId);
    expect(visitorOf(requestWith(visitorId), null)).toEqual({ kind: 'anonymous', key });
  });

  test('a signed-in caller is its account, u:<id>, whatever visitor id comes along', () => {
    const account = { kind: 'account', userId: 42, key: 'u:42' };
    expect(visitorOf(requestWith(visitorId), viewer)).toEqual(account);
    expect(visitorOf(requestWith(), viewer)).toEqual(account);
  });

  test('ids of 22 to 64 base64url characters are accepted; anything else is 400 naming the header', () => {
    for (const id of ['a'.repeat(22), 'Z-_9'.repeat(16)])
      expect(visitorOf(requestWith(id), null)).toBeDefined();
    for (const id of ['a'.repeat(21), 'a'.repeat(65), `${'a'.repeat(22)}.`, `${'a'.repeat(22)} `, '']) {
      for (const caller of [null, viewer]) {
        const error = refusal(() => visitorOf(requestWith(id), caller));
        expect([error.status, error.message, error.details]).toEqual([
          400,
          messages.community.visitorIdInvalid,
          { fields: { 'X-Visitor-Id': messages.community.visitorIdInvalid } },
        ]);
      }
    }
  });

  test('no account and no visitor id: no visitor, and 400 where one is needed', () => {
    expect(visitorOf(requestWith(), null)).toBeUndefined();
    const error = refusal(() => requireVisitor(requestWith(), null));
    expect([error.status, error.message]).toEqual([400, messages.community.visitorRequired]);
  });
});

import { describe, expect, test } from '@jest/globals';

import { emailKeys } from '../../../server/privacy/emailKey.ts';

const secret = 'a-server-secret-of-at-least-thirty-two-characters';

describe('emailKeys', () => {
  const keyOf = emailKeys(secret);

  test('one email always gets the same key, and two emails two keys', () => {
    expect(keyOf('player@example.com')).toBe(keyOf('player@example.com'));
    expect(keyOf('player@example.com')).not.toBe(keyOf('player2@example.com'));
  });

  test('a key holds nothing of the email', () => {
    const key = keyOf('player@example.com');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('player');
  });

  test('another server secret gives other keys, and an email is not keyed like an address', () => {
    expect(emailKeys(`${secret}-rotated`)('player@example.com')).not.toBe(keyOf('player@example.com'));
  });
});

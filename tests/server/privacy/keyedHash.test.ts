import { describe, expect, test } from '@jest/globals';

import { keyedHash } from '../../../server/privacy/keyedHash.ts';

const secret = 'a-server-secret-of-at-least-thirty-two-characters';

describe('keyedHash', () => {
  test('is stable for one purpose, and differs between purposes and secrets', () => {
    const hash = keyedHash(secret, 'one purpose');
    expect(hash('value')).toBe(keyedHash(secret, 'one purpose')('value'));
    expect(hash('value')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keyedHash(secret, 'another purpose')('value')).not.toBe(hash('value'));
    expect(keyedHash(`${secret}-rotated`, 'one purpose')('value')).not.toBe(hash('value'));
  });
});

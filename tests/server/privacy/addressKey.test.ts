import { describe, expect, test } from '@jest/globals';

import { addressKeys } from '../../../server/privacy/addressKey.ts';

const secret = 'a-server-secret-of-at-least-thirty-two-characters';

describe('addressKeys', () => {
  const keyOf = addressKeys(secret);

  test('one address always gets the same key, and two addresses two keys', () => {
    expect(keyOf('203.0.113.7')).toBe(keyOf('203.0.113.7'));
    expect(keyOf('203.0.113.7')).not.toBe(keyOf('203.0.113.8'));
    expect(keyOf('2001:db8:1:100::1')).not.toBe(keyOf('2001:db8:1:200::1'));
  });

  test('IPv6 addresses count per /56 prefix; an IPv4-mapped address counts as the IPv4 address', () => {
    expect(keyOf('2001:db8:1:100::1')).toBe(keyOf('2001:db8:1:1ff:ffff:ffff:ffff:ffff'));
    expect(keyOf('::ffff:203.0.113.7')).toBe(keyOf('203.0.113.7'));
  });

  test('a key holds nothing of the address', () => {
    for (const address of ['203.0.113.7', '2001:db8:1:100::1', 'unknown']) {
      const key = keyOf(address);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(key).not.toContain(address);
    }
    expect(keyOf('2001:db8:1:100::1')).not.toContain('2001:db8:1:100');
  });

  test('another server secret gives other keys', () => {
    const otherKeyOf = addressKeys(`${secret}-rotated`);
    expect(otherKeyOf('203.0.113.7')).not.toBe(keyOf('203.0.113.7'));
    expect(otherKeyOf('2001:db8:1:100::1')).not.toBe(keyOf('2001:db8:1:100::1'));
  });
});

import { describe, expect, test } from '@jest/globals';

import { secretBox } from '../../../../../server/rest/auth/twoFactor/secretBox.ts';

const key = 'a-test-two-factor-key-of-32-bytes-or-more';

describe('the sealed authenticator secrets', () => {
  const box = secretBox(key);

  test('open for the user they were sealed for, and show nothing of the secret', () => {
    const sealed = box.seal(4, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(box.seal(4, 'JBSWY3DPEHPK3PXP'));
    expect(box.open(4, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  test('do not open for another user, under another key, or altered', () => {
    const sealed = box.seal(4, 'JBSWY3DPEHPK3PXP');
    expect(box.open(5, sealed)).toBeUndefined();
    expect(secretBox(`${key}-other`).open(4, sealed)).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('another secret').toString('base64url');
    expect(box.open(4, parts.join('.'))).toBeUndefined();
    expect(box.open(4, 'JBSWY3DPEHPK3PXP')).toBeUndefined();
  });
});

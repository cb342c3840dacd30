import { describe, expect, test } from '@jest/globals';

import { defaultLimits } from '../../../../server/config.ts';
import { emailKeys } from '../../../../server/privacy/emailKey.ts';
import { loginThrottle } from '../../../../server/rest/auth/loginThrottle.ts';
import { recordingLimiters } from '../../../support/recordingLimiters.ts';

const email = 'keeper@example.com';

describe('the login throttle', () => {
  test('counts an email by its key: no limit holds the email', async () => {
    const { store, keys } = recordingLimiters();
    const throttle = loginThrottle(defaultLimits, store, emailKeys('a-server-secret-of-at-least-32-chars!'));
    const failed = await throttle.reserve(email, 'address-key');
    await failed.cancel();
    const succeeded = await throttle.reserve(email, 'address-key');
    await succeeded.succeeded();
    await throttle.forgive(email, 'address-key');
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.filter((key) => key.includes('keeper') || key.includes('@'))).toEqual([]);
  });

  test('still counts each email on its own', async () => {
    const { store } = recordingLimiters();
    const limits = { ...defaultLimits, loginFailuresPerAccountAndIp: 1 };
    const throttle = loginThrottle(limits, store, emailKeys('a-server-secret-of-at-least-32-chars!'));
    await throttle.reserve(email, 'address-key');
    await expect(throttle.reserve(email, 'address-key')).rejects.toMatchObject({ status: 429 });
    await expect(throttle.reserve('other@example.com', 'address-key')).resolves.toBeDefined();
  });
});

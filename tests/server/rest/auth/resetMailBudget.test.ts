import { describe, expect, test } from '@jest/globals';

import { emailKeys } from '../../../../server/privacy/emailKey.ts';
import { resetMailBudget } from '../../../../server/rest/auth/resetMailBudget.ts';
import { recordingLimiters } from '../../../support/recordingLimiters.ts';

describe('the password reset mail budget', () => {
  test('counts an email by its key, each email on its own: no limit holds the email', async () => {
    const { store, keys } = recordingLimiters();
    const maySend = resetMailBudget(store, 1, emailKeys('a-server-secret-of-at-least-32-chars!'));
    expect(await maySend('keeper@example.com', 'address-key')).toBe(true);
    expect(await maySend('keeper@example.com', 'address-key')).toBe(false);
    expect(await maySend('other@example.com', 'address-key')).toBe(true);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.filter((key) => key.includes('keeper') || key.includes('@'))).toEqual([]);
  });
});

import { describe, expect, test } from '@jest/globals';

import { isCommonPassword } from '../../../../server/rest/auth/commonPasswords.ts';

const at2026 = new Date('2026-06-01T00:00:00Z');
const context = { siteName: 'Quillmoor Arcade', email: 'zephyrine.smith@brightwater.example.org' };
const common = (password: string) => isCommonPassword(password, context, at2026);

describe('the common-password check', () => {
  test.each(['Summer2024', 'Password2024', 'Admin12345', 'Gamevault1'])(
    '%s, a listed word or the product name with a common number, is common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each([
    'Password1',
    'Winter2027',
    'Autumn1950!',
    '2025October',
    'November-99',
    'P@ssw0rd2024',
    'Dragon123456',
    'Smith123!',
    'Monkey11111',
    'Summer20241',
  ])('%s (seasons, months, years, sequences, leet) is common', (password) => {
    expect(common(password)).toBe(true);
  });

  test.each(['Quillmoor1', 'QuillmoorArcade2026', 'Zephyrine1987', 'Zephyrine.Smith1', 'Brightwater2025!'])(
    "%s, the site's name or a part of the account's email with a common number, is common there",
    (password) => {
      expect(common(password)).toBe(true);
      expect(isCommonPassword(password, {}, at2026)).toBe(false);
    },
  );

  test.each([
    'Fresh-Pass-42q',
    'Correct-Horse-Battery-9',
    'Xk9#mQ2vL8pR',
    'Summer73829461',
    'Gv5jK2mN8pQ1rS4t7a',
    'Tr0ub4dor&3',
    'Dr9ag8on!',
  ])('%s is not common', (password) => {
    expect(common(password)).toBe(false);
  });
});

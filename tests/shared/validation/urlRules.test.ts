import { describe, expect, test } from '@jest/globals';

import { messages } from '../../../shared/validation/messages.ts';
import { brokenUrlRule } from '../../../shared/validation/urlRules.ts';

describe('the link rules', () => {
  test('a link is an http(s) URL first, then one without credentials, each with its text', () => {
    expect(brokenUrlRule('Download link', 'https://downloads.example/game.zip')).toBeUndefined();
    expect(brokenUrlRule('Download link', 'ftp://user:pass@downloads.example/')).toBe(
      messages.urlScheme('Download link'),
    );
    expect(brokenUrlRule('Download link', 'https://user:pass@downloads.example/')).toBe(
      'Download link must not contain a user name or password',
    );
  });
});

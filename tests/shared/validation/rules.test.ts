import { describe, expect, test } from '@jest/globals';

import {
  hasUserinfo,
  isCalendarDate,
  isEmailShaped,
  isHttpUrl,
  isSlug,
  meetsPasswordComposition,
  releaseYearMax,
  releaseYearMin,
} from '../../../shared/validation/rules.ts';

/** The product's pattern, used here only as the reference the linear-time check must agree with. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('shared validation rules', () => {
  test.each([
    'ada@example.com',
    'a@b.c',
    'first.last@sub.example.org',
    'ada@example',
    'ada@.com',
    '@example.com',
    'ada@@example.com',
    'ada@exa mple.com',
    'ada@example.',
    'ada@example..com',
    ' ada@example.com',
    '',
  ])('the email shape of %j agrees with the simple address pattern', (value) => {
    expect(isEmailShaped(value)).toBe(emailPattern.test(value));
  });

  test('release years run from 1970 to the next calendar year (UTC)', () => {
    expect(releaseYearMin).toBe(1970);
    expect(releaseYearMax(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(releaseYearMax(new Date('2027-01-01T00:00:00Z'))).toBe(2028);
  });

  test('passwords need a lowercase letter, an uppercase letter and a digit', () => {
    expect(meetsPasswordComposition('Secret1')).toBe(true);
    expect(meetsPasswordComposition('secret1')).toBe(false);
    expect(meetsPasswordComposition('SECRET1')).toBe(false);
    expect(meetsPasswordComposition('Secrets')).toBe(false);
  });

  test('slugs are lowercase groups joined by single hyphens', () => {
    expect(isSlug('tux-racer-2')).toBe(true);
    for (const bad of ['Tux', '-tux', 'tux-', 'tux--racer', 'tux racer', '']) expect(isSlug(bad)).toBe(false);
  });

  test('calendar dates must exist: no February 30, no April 31, February 29 only in leap years', () => {
    for (const date of ['2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', '2024-12-31', '1999-01-01']) {
      expect({ date, valid: isCalendarDate(date) }).toEqual({ date, valid: true });
    }
    for (const date of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-06-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-01-32',
      '2024-1-01',
      '2024-02-30T00:00:00Z',
      '',
    ]) {
      expect({ date, valid: isCalendarDate(date) }).toEqual({ date, valid: false });
    }
  });

  test('URLs must be absolute http(s) addresses', () => {
    expect(isHttpUrl('https://example.com/game')).toBe(true);
    for (const bad of ['javascript:alert(1)', '//example.com', 'example.com', 'HTTPS://x.y']) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  test('a URL with a user name or password before its host has userinfo', () => {
    for (const url of [
      'https://user:pass@example.com/game',
      'https://user@example.com',
      'http://:secret@example.com',
      'https://trusted.example@evil.example/',
      'https://@example.com/',
      'https://a%40b:c@example.com',
    ]) {
      expect({ url, userinfo: hasUserinfo(url) }).toEqual({ url, userinfo: true });
    }
    for (const url of [
      'https://example.com/@user',
      'https://example.com/?mail=a@b.c',
      'https://example.com/#@x',
      'https://example.com:8080/x',
      'not a url @ all',
      '',
    ]) {
      expect({ url, userinfo: hasUserinfo(url) }).toEqual({ url, userinfo: false });
    }
  });
});

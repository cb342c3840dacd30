import { describe, expect, test } from '@jest/globals';

import { uncountedRequest } from '../../../../server/graphql/visitor/uncountedRequest.ts';

/** Issue 32: views of crawlers, link-preview fetchers and prefetches are not counted. */

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const request = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});

describe('uncountedRequest', () => {
  test.each([chrome, firefox])('a browser is counted: %s', (userAgent) => {
    expect(uncountedRequest(request({ 'user-agent': userAgent }))).toBe(false);
  });

  test.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'TelegramBot (like TwitterBot)',
    'curl/8.5.0',
  ])('a crawler or link-preview fetcher is not: %s', (userAgent) => {
    expect(uncountedRequest(request({ 'user-agent': userAgent }))).toBe(true);
  });

  test.each([
    [{ 'sec-purpose': 'prefetch' }],
    [{ 'sec-purpose': 'prefetch;prerender' }],
    [{ 'sec-purpose': 'prefetch;anonymous-client-ip' }],
    [{ purpose: 'prefetch' }],
  ])('a browser prefetch is not: %j', (headers) => {
    expect(uncountedRequest(request({ 'user-agent': chrome, ...headers }))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { rawGet } from '../../../support/fixtures/gamesSuite.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** `GET /robots.txt` as a crawler reads it. */

async function robotsOf(url: string, headers: Record<string, string> = {}) {
  const answer = await rawGet(`${url}/robots.txt`, headers);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain\b/);
  expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  return answer.body.toString('utf8').split('\n');
}

describe('/robots.txt', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  test('keeps crawlers out of admin, account and sign-in pages', async () => {
    const lines = await robotsOf(service.url);
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/admin',
      '/account',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
  });

  test('names the sitemap at the host the request used', async () => {
    expect(await robotsOf(service.url)).toContain(`Sitemap: ${service.url}/sitemap.xml`);
    expect(await robotsOf(service.url, { host: 'games.local:8080' })).toContain(
      'Sitemap: http://games.local:8080/sitemap.xml',
    );
  });

  test('a Host that is not an address gets an answer, not a server error', async () => {
    const lines = await robotsOf(service.url, { host: 'bad<host>' });
    expect(lines.find((line) => line.startsWith('Sitemap: '))).toMatch(
      /^Sitemap: http:\/\/[^<>]+\/sitemap\.xml$/,
    );
  });
});

describe('/robots.txt with PUBLIC_URL', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', { env: { PUBLIC_URL: 'https://games.example.org/' } });
  });
  afterAll(() => service.stop());

  test('names the sitemap at PUBLIC_URL whatever host the request named', async () => {
    const lines = await robotsOf(service.url, { host: 'attacker.example' });
    expect(lines).toContain('Sitemap: https://games.example.org/sitemap.xml');
    expect(lines.join('\n')).not.toContain('attacker.example');
  });
});

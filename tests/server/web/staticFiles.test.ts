import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

/** Raw headers of a GET, without fetch's transparent decompression. */
function rawHeaders(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the built client', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'gv-client-'));
  let service: TestService;

  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Gamevault</title>');
    writeFileSync(
      path.join(clientDir, 'assets', 'index-AbC123.js'),
      `console.log(${'"x",'.repeat(2000)} 1);`,
    );
    writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js.map'), '{}');
    // Files only: no server renderer beside them.
    service = await startTestService('sqlite', {
      env: { CLIENT_DIR: clientDir, SSR_DIR: path.join(clientDir, 'no-ssr') },
    });
  });
  afterAll(() => service.stop());

  test('hashed assets are cached for a year and compressed with brotli or gzip', async () => {
    const url = `${service.url}/assets/index-AbC123.js`;
    const br = await rawHeaders(url, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await rawHeaders(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test('client routes get index.html, revalidated on every visit', async () => {
    for (const route of ['/', '/game/supertuxkart', '/admin/games']) {
      const answer = await fetch(service.url + route, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('<title>Gamevault</title>');
    }
  });

  test('files that do not exist are 404, never the page', async () => {
    for (const route of ['/assets/missing.js', '/favicon-missing.png', '/.env', '/.git/config']) {
      const answer = await fetch(service.url + route, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(404);
    }
  });
});

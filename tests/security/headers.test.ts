import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../support/databases.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

/** Baseline S40 (headers and CORS) and S42 (exposure). */

/** The CSP as a map of directive name to its sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** A fetch directive's sources, falling back to default-src as browsers do. */
function effective(csp: Map<string, string[]>, name: string): string[] | undefined {
  return csp.get(name) ?? csp.get('default-src');
}

function expectCommonHeaders(headers: Headers): void {
  const hsts = headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toMatch(/includeSubDomains/i);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('x-powered-by')).toBeNull();
}

function expectScriptAndObjectLocked(csp: Map<string, string[]>): void {
  const scripts = effective(csp, 'script-src');
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(effective(csp, 'object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

/** A raw request: fetch refuses methods such as TRACE. */
function rawStatus(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databaseKinds)('security headers and exposure on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('GET / (the page, or 404 when the client is not built) has the baseline CSP and headers', async () => {
    const answer = await service.request('GET', '/', { headers: { accept: 'text/html' } });
    expect([200, 404]).toContain(answer.status);
    expectCommonHeaders(answer.headers);
    const csp = parseCsp(answer.headers.get('content-security-policy'));
    expectScriptAndObjectLocked(csp);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeDefined();
  });

  test('GET /api/games.php has the baseline headers and a locked-down CSP', async () => {
    const answer = await service.request('GET', '/api/games.php');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectCommonHeaders(answer.headers);
    expectScriptAndObjectLocked(parseCsp(answer.headers.get('content-security-policy')));
  });

  test.each([
    ['GET', '/api/games.php', 'user'],
    ['GET', '/api/games.php', 'admin'],
    ['GET', '/api/games.php?slug=nothing-here', 'user'],
    ['GET', '/api/account.php?action=profile', 'user'],
    ['GET', '/api/account.php?action=favorites', 'user'],
    ['GET', '/api/users.php', 'admin'],
    ['GET', '/api/dmca_notices.php', 'moderator'],
    ['GET', '/api/game_requests.php', 'moderator'],
  ] as const)('%s %s with a %s token answers Cache-Control no-store', async (method, path, role) => {
    const answer = await service.request(method, path, { token: service.tokens[role] });
    expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });

  test('the login answer, which carries a token, is not stored either', async () => {
    const answer = await service.request('POST', '/api/auth.php?action=login', {
      json: { email: 'admin@test.example', password: 'Admin-Pass-91x' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });

  test('an unknown origin gets no CORS grant', async () => {
    for (const path of ['/api/games.php', '/']) {
      const answer = await service.request('GET', path, { headers: { origin: 'https://evil.example' } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const preflight = await service.request('OPTIONS', '/api/users.php', {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('TRACE / answers 404 or 405', async () => {
    expect([404, 405]).toContain(await rawStatus(`${service.url}/`, 'TRACE'));
    expect([404, 405]).toContain(await rawStatus(`${service.url}/api/games.php`, 'TRACE'));
  });

  const leaks = /\[core\]|"devDependencies"|DATABASE_URL|import |<ul|Index of|\.webp/;

  test.each([
    '/.git/config',
    '/.git/HEAD',
    '/.env',
    '/server/index.ts',
    '/server/config.ts',
    '/src/main.tsx',
    '/package.json',
    '/tsconfig.json',
    '/server/index.js.map',
    '/uploads/%2e%2e/package.json',
  ])('GET %s answers 404 with no file content', async (path) => {
    const answer = await service.request('GET', path, { headers: { accept: '*/*' } });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(leaks);
    expect(answer.text).not.toContain(service.config.jwtSecret);
  });

  // Extension-less paths are page routes: a built client answers them with the site's 404 page
  // (or, before a server render exists, its page shell); without a built client they are a bare 404.
  // Either way no file name, listing or secret appears.
  const listingLeaks = /\[core\]|"devDependencies"|DATABASE_URL|Index of|\/uploads\/[\w-]+\.webp/;
  test.each(['/uploads/', '/uploads', '/jwt-secret', '/data/jwt-secret', '/uploads/../jwt-secret'])(
    "GET %s lists nothing and reveals nothing (404, or the site's not-found page)",
    async (path) => {
      const answer = await service.request('GET', path, { headers: { accept: '*/*' } });
      if (answer.headers.get('content-type')?.startsWith('text/html')) {
        expect([200, 404]).toContain(answer.status);
        if (answer.status === 200) expect(answer.text).not.toContain('<main');
        else expect(answer.text).toContain('404 - Page Not Found');
      } else {
        expect(answer.status).toBe(404);
      }
      expect(answer.text).not.toMatch(listingLeaks);
      expect(answer.text).not.toContain(service.config.jwtSecret);
    },
  );

  test('GET /uploads/ asking for JSON or images (not a page) answers 404', async () => {
    for (const accept of ['application/json', 'image/*']) {
      const answer = await service.request('GET', '/uploads/', { headers: { accept } });
      expect(answer.status).toBe(404);
    }
  });
});

describe.each(databaseKinds)('CORS with an allowlisted origin on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { env: { CORS_ORIGINS: 'https://app.example' } });
  });
  afterAll(() => service.stop());

  test('the allowed origin is echoed exactly (never *), with Vary: Origin and credentials', async () => {
    const answer = await service.request('GET', '/api/games.php', {
      headers: { origin: 'https://app.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i);
  });

  test('the allowed origin gets a preflight answer for an authenticated write', async () => {
    const preflight = await service.request('OPTIONS', '/api/dmca_notices.php', {
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
  });

  test.each(['https://evil.example', 'https://app.example.evil.example', 'http://app.example', 'null'])(
    'the origin %p is not granted',
    async (origin) => {
      const answer = await service.request('GET', '/api/games.php', { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i);
    },
  );
});

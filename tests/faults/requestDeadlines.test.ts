import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../shared/validation/messages.ts';
import { gameData, gameForm, imageBytes } from '../support/games.ts';
import { trickle } from '../support/rawHttp.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

/**
 * Slow clients cannot hold a connection: headers and ordinary bodies have a short deadline,
 * multipart uploads a longer one. Nothing here depends on the database, so SQLite only.
 */

const deadlines = { HEADERS_TIMEOUT_MS: '1000', BODY_TIMEOUT_MS: '1000', UPLOAD_TIMEOUT_MS: '20000' };

describe('request deadlines', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', { env: deadlines });
  });
  afterAll(() => service.stop());

  const head = (
    method: string,
    path: string,
    headers: Record<string, string | number>,
    connection = 'close',
  ) =>
    `${method} ${path} HTTP/1.1\r\nHost: ${new URL(service.url).host}\r\nConnection: ${connection}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';

  const slowJson = (path: string) => {
    // 40 bytes at 4 a second would take 10 s; the deadline is 1 s.
    const body = Buffer.from(JSON.stringify({ email: 'slow@test.example', password: 'Slow-1234' }));
    const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length };
    return trickle(service.url, head('POST', path, headers), body, body.length, 250);
  };

  test.each(['/api/auth.php?action=login', '/graphql'])(
    'a JSON body sent byte by byte to %s is answered 408 and its connection closed at the deadline',
    async (path) => {
      const { answer, sentAll } = await slowJson(path);
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ error: 'Request timeout' });
      expect(sentAll).toBe(false);
    },
  );

  test('a body that the server answered early is not read past the deadline either', async () => {
    // multipart to an endpoint that takes JSON: refused at once, then the rest would be discarded.
    const body = Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'a'.repeat(40)}\r\n--x--\r\n`,
    );
    const headers = { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': body.length };
    const { answer, sentAll } = await trickle(
      service.url,
      head('POST', '/api/submit_dmca.php', headers, 'keep-alive'),
      body,
      40,
      250,
      { endWhenSent: true },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(sentAll).toBe(false);
  });

  test('headers sent byte by byte are answered 408 at the header deadline', async () => {
    const { hostname, port } = new URL(service.url);
    const slowHeader = Buffer.from(`X-Slow: ${'s'.repeat(40)}\r\n\r\n`);
    const { answer, sentAll } = await trickle(
      `http://${hostname}:${port}`,
      `GET /api/games.php HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`,
      slowHeader,
      slowHeader.length,
      250,
    );
    expect(answer.status).toBe(408);
    expect(sentAll).toBe(false);
  });

  test('an admin upload sent at a moderate pace, past the ordinary deadline, is accepted', async () => {
    const form = gameForm(gameData({ slug: 'paced-upload', title: 'Paced Upload' }), [
      { field: 'cover_image', bytes: await imageBytes('png', 256) },
    ]);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = {
      'Content-Type': encoded.headers.get('content-type') ?? '',
      'Content-Length': body.length,
      Authorization: `Bearer ${service.tokens.admin}`,
      Accept: 'application/json',
    };
    // 12 pieces, one every 250 ms: 3 s in all, three times the ordinary deadline.
    const { answer, sentAll } = await trickle(
      service.url,
      head('POST', '/api/games.php', headers),
      body,
      12,
      250,
    );
    expect(sentAll).toBe(true);
    expect(answer.status).toBe(201);
    expect(answer.complete).toBe(true);
  });

  /** A multipart game form of 40 parts to games.php, sent one part every 250 ms: 10 s in all. */
  const pacedUpload = (credentials: Record<string, string>) => {
    const body = Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="title"\r\n\r\n${'a'.repeat(40)}\r\n--x--\r\n`,
    );
    const headers = {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': body.length,
      ...credentials,
    };
    return trickle(service.url, head('POST', '/api/games.php', headers, 'keep-alive'), body, 40, 250, {
      endWhenSent: true,
    });
  };

  test('an upload without credentials has the ordinary deadline, not the upload one', async () => {
    const { answer, sentAll } = await pacedUpload({});
    expect(answer.status).toBe(401);
    expect(sentAll).toBe(false);
  });

  test('an upload refused before its body was read loses its connection soon after the answer', async () => {
    const { answer, sentAll } = await pacedUpload({ Authorization: 'Bearer not-a-token' });
    expect(answer.status).toBe(401);
    // The whole answer was read. The close that follows may be a reset rather than an orderly
    // one (the server drops body bytes it never read), so the socket's error says nothing here.
    expect(answer.body).toBe(JSON.stringify({ error: messages.invalidToken }));
    expect(sentAll).toBe(false);
  });
});

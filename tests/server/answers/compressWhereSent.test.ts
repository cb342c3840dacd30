import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import express from 'express';

import { compressWhereSent } from '../../../server/answers/compressWhereSent.ts';
import { decodedJson, decodedText, rawRequest } from '../../support/fixtures/gamesSuite.ts';
import { seedGame } from '../../support/graphql.ts';
import { functionsStoredOnResponses } from '../../support/responseFunctions.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

const metricsToken = 'compressed-metrics-token';
const longDescription = 'A free kart racing game with tracks, characters and online play. '.repeat(40).trim();

describe('answers other than static files are compressed where they are sent', () => {
  let service: TestService;
  let gameUrl: string;

  beforeAll(async () => {
    service = await startTestService('sqlite', { env: { METRICS_TOKEN: metricsToken } });
    for (let index = 0; index < 30; index += 1) {
      await seedGame(service, {
        slug: `sent-${index}`,
        title: `Sent Quest ${index}`,
        description: longDescription,
      });
    }
    gameUrl = `${service.url}/api/games.php?slug=sent-1`;
  });
  afterAll(() => service.stop());

  test.each([
    ['gzip', 'gzip, deflate'],
    ['br', 'br, gzip;q=0.5'],
  ])('a REST answer in %s, with the headers of the bytes sent', async (encoding, accepted) => {
    const plain = await rawRequest('GET', gameUrl);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = await rawRequest('GET', gameUrl, { 'accept-encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(plain.body.length);
    expect(decodedJson(answer)).toEqual(JSON.parse(plain.body.toString()));
    expect((decodedJson(answer) as { description: string }).description).toBe(longDescription);
  });

  test('each encoding has its own ETag, and a client holding a copy gets 304', async () => {
    const plain = await rawRequest('GET', gameUrl);
    const gzip = await rawRequest('GET', gameUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBeDefined();
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    const again = await rawRequest('GET', gameUrl, {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherForm = await rawRequest('GET', gameUrl, {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(otherForm.status).toBe(200);
  });

  test('text that is not JSON: the metrics', async () => {
    const answer = await rawRequest('GET', `${service.url}/metrics`, {
      authorization: `Bearer ${metricsToken}`,
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain\b/);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decodedText(answer)).toContain('# HELP gamevault_http_requests_total');
  });

  test('HEAD, small answers and clients that accept no compression get the bytes as they are', async () => {
    const head = await rawRequest('HEAD', gameUrl, { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const identity = await rawRequest('GET', gameUrl, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
    const small = await rawRequest('GET', `${service.url}/healthz`, { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decodedJson(small)).toMatchObject({ status: 'ok' });
  });

  test('no route but static files stores a function on the response (docs/performance.md)', async () => {
    const { url, tokens } = service;
    const answered = await functionsStoredOnResponses(service.running.server, async () => {
      const headerSets: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }];
      for (const headers of headerSets) {
        await rawRequest('GET', gameUrl, headers);
        await rawRequest('GET', `${url}/api/games.php`, {
          ...headers,
          authorization: `Bearer ${tokens.admin}`,
        });
        await rawRequest('GET', `${url}/api/games.php?slug=no-such-game`, headers);
        await rawRequest(
          'POST',
          `${url}/api/auth.php?action=login`,
          { ...headers, 'content-type': 'application/json' },
          JSON.stringify({ email: 'nobody@test.example', password: 'wrong-password-1' }),
        );
        await rawRequest('GET', `${url}/sitemap.xml`, headers);
        await rawRequest('GET', `${url}/robots.txt`, headers);
        await rawRequest('GET', `${url}/healthz`, headers);
        await rawRequest('GET', `${url}/readyz`, headers);
        await rawRequest('GET', `${url}/no/such/page`, headers);
      }
    });
    expect(answered).toHaveLength(18);
    expect(answered.filter(({ added }) => added.length > 0)).toEqual([]);
  });
});

describe('res.send of an app of its own with compressWhereSent', () => {
  const app = express();
  compressWhereSent(app);
  const big = 'x'.repeat(4096);
  app.get('/text', (_req, res) => {
    res.send(big);
  });
  app.get('/bytes', (_req, res) => {
    res.send(Buffer.from(big));
  });
  app.get('/no-transform', (_req, res) => {
    res.set('Cache-Control', 'no-transform').type('text/plain').send(big);
  });
  app.get('/encoded', (_req, res) => {
    res.set('Content-Encoding', 'identity').type('text/plain').send(big);
  });
  app.get('/image', (_req, res) => {
    res.type('image/png').send(Buffer.from(big));
  });
  app.get('/error', (_req, res) => {
    res.status(422).json({ error: big });
  });
  app.get('/answered-meanwhile', (_req, res) => {
    res.send(big);
    res.writeHead(408, { 'Content-Type': 'text/plain' }).end('Request timeout');
  });
  app.get('/latin1', (_req, res) => {
    res.type('text/plain; charset=iso-8859-1').send(`é${big}`);
  });
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('text without a type is sent as HTML in UTF-8, as Express sends it, and compressed', async () => {
    const answer = await rawRequest('GET', `${base}/text`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decodedText(answer)).toBe(big);
  });

  test('an error answer keeps its status', async () => {
    const answer = await rawRequest('GET', `${base}/error`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(422);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decodedJson(answer)).toEqual({ error: big });
  });

  test('text is sent in UTF-8 whatever charset its type named', async () => {
    const answer = await rawRequest('GET', `${base}/latin1`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(decodedText(answer)).toBe(`é${big}`);
  });

  test('an answer something else gave while compressing stands, and nothing is thrown', async () => {
    const rejections: unknown[] = [];
    const collect = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const answer = await rawRequest('GET', `${base}/answered-meanwhile`, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(408);
      expect(answer.body.toString()).toBe('Request timeout');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('unhandledRejection', collect);
    }
    expect(rejections).toEqual([]);
  });

  test.each(['/bytes', '/no-transform', '/encoded', '/image'])('%s is sent as it is', async (route) => {
    const answer = await rawRequest('GET', base + route, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(answer.body.length).toBe(big.length);
  });
});

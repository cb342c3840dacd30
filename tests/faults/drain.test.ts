import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { afterEach, describe, expect, test } from '@jest/globals';

import type { HttpServer } from '../../server/transport/httpServer.ts';
import { createHttpServer } from '../../server/transport/httpServer.ts';
import { heldRequest } from '../support/rawHttp.ts';

/** The drain itself, on a bare server: large answers are not cut short, late requests are. */

const deadlines = { headersMs: 10_000, bodyMs: 10_000, uploadBodyMs: 10_000 };
const large = Buffer.alloc(32 * 1024 * 1024, 'g');

async function serve(http: HttpServer): Promise<string> {
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
}

describe('draining the HTTP server', () => {
  let http: HttpServer | undefined;
  afterEach(() => {
    http?.server.closeAllConnections();
    http?.server.close();
  });

  test('an answer still being written when the drain starts arrives whole', async () => {
    let ended: () => void = () => undefined;
    const answerEnded = new Promise<void>((resolve) => (ended = resolve));
    http = createHttpServer((_req, res) => {
      res.end(large);
      ended();
    }, deadlines);
    const url = await serve(http);
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    socket.pause(); // a slow reader: most of the answer waits in the server's buffers
    await answerEnded;
    const drained = http.drain(10_000);
    let received = 0;
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await closed;
    expect(received).toBeGreaterThan(large.length);
    expect(await drained).toBe(true);
  });

  test('a request still in flight at the deadline has its connection cut, and the drain says so', async () => {
    http = createHttpServer((req, res) => {
      req.resume();
      req.once('end', () => res.end('late'));
    }, deadlines);
    const url = await serve(http);
    const held = heldRequest(
      url,
      'POST / HTTP/1.1\r\nHost: test\r\nContent-Length: 10\r\n\r\n12345',
      '67890',
    );
    await held.sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await http.drain(300)).toBe(false);
    expect((await held.answer).status).toBe(0);
  });
});

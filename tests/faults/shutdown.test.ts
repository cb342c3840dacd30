import http from 'node:http';
import type { Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, killChild, signIn, startChildServer } from '../support/childServer.ts';
import { databaseKinds } from '../support/databases.ts';
import type { HeldRequest } from '../support/rawHttp.ts';
import { heldRequest, isRefused } from '../support/rawHttp.ts';
import { adminCredentials } from '../support/service.ts';

/** SECURITY-BASELINE F5: SIGTERM while requests are in flight drains them and exits 0. */

const inFlight = 48;
const idleConnections = 8;

/** The four kinds of reads in the burst, each held back at a point where the server must wait. */
function burst(url: string, token: string): HeldRequest[] {
  const host = `Host: ${new URL(url).host}\r\n`;
  const get = (path: string, extra = '') =>
    heldRequest(url, `GET ${path} HTTP/1.1\r\n${host}Accept: application/json\r\n${extra}`, '\r\n');
  const graphql = (query: string, extra = '') => {
    const body = JSON.stringify({ query });
    const half = Math.floor(body.length / 2);
    return heldRequest(
      url,
      `POST /graphql HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n${extra}\r\n${body.slice(0, half)}`,
      body.slice(half),
    );
  };
  const auth = `Authorization: Bearer ${token}\r\n`;
  const kinds = [
    () => get('/api/games.php'),
    () => get('/api/account.php?action=profile', auth),
    () => graphql('{ games { totalCount } }'),
    // Answered through the GraphQL layer's own call to the REST service, during the drain.
    () => graphql('{ me { email } }', auth),
  ];
  return Array.from({ length: inFlight / kinds.length }, () => kinds.map((start) => start())).flat();
}

/** Keep-alive connections that have been answered and now wait, idle, for a next request. */
async function idleKeepAlive(url: string): Promise<Promise<void>[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: idleConnections });
  const closed: Promise<void>[] = [];
  await Promise.all(
    Array.from(
      { length: idleConnections },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(`${url}/api/games.php`, { agent }, (res) => {
            res.resume();
            res.once('end', () => resolve());
          });
          req.once('socket', (socket: Socket) => {
            closed.push(new Promise((done) => socket.once('close', () => done())));
          });
          req.once('error', reject);
        }),
    ),
  );
  return closed;
}

async function untilRefused(url: string): Promise<void> {
  while (!(await isRefused(url))) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.each(databaseKinds)('SIGTERM during a burst of reads on %s (F5)', (kind) => {
  let storage: Storage;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    storage = await createStorage(kind);
  });
  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  test('every request in flight gets its whole answer with Connection: close, new connections are refused, exit code 0', async () => {
    // Deadlines far from anything a loaded machine could reach: this is about the drain alone.
    server = await startChildServer(storage, {
      HEADERS_TIMEOUT_MS: '30000',
      BODY_TIMEOUT_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    const token = await signIn(server.url);
    const held = burst(server.url, token);
    await Promise.all(held.map((request) => request.sent));
    const idleClosed = await idleKeepAlive(server.url);
    // Connections are accepted in order: an answer on a newer one means the server took them all.
    expect((await fetch(`${server.url}/api/games.php`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.logged('server.stopping');
    await untilRefused(server.url);
    // A second signal (a process manager repeating itself) does not cut the drain short.
    server.child.kill('SIGTERM');
    await server.logged('server.stop_pending');
    // Idle keep-alive connections are closed at once, while the burst is still in flight.
    await Promise.all(idleClosed);
    expect(server.child.exitCode).toBeNull();

    for (const request of held) request.finish();
    const answers = await Promise.all(held.map((request) => request.answer));
    for (const answer of answers) {
      expect({ status: answer.status, complete: answer.complete, error: answer.error }).toEqual({
        status: 200,
        complete: true,
        error: undefined,
      });
      expect(answer.headers.connection).toBe('close');
      const body = JSON.parse(answer.body) as { errors?: unknown; data?: { me?: { email: string } } };
      expect(body.errors).toBeUndefined();
      if (body.data && 'me' in body.data) expect(body.data.me?.email).toBe(adminCredentials.email);
    }

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logs.find((line) => line.event === 'server.stopped')).toMatchObject({ drained: true });
    expect(await isRefused(server.url)).toBe(true);
  }, 60_000);
});

/** A GET on a connection of its own (a pooled one may be closed by the server as it is reused). */
function onNewConnection(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .once('error', reject);
  });
}

describe('SIGTERM on one server: a request that never finishes, and a balancer in front', () => {
  let storage: Storage;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    storage = await createStorage('sqlite');
  });
  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  test('at SHUTDOWN_TIMEOUT_MS its connection is cut and the exit code is 1', async () => {
    server = await startChildServer(storage, { SHUTDOWN_TIMEOUT_MS: '500' });
    const host = new URL(server.url).host;
    const stuck = heldRequest(server.url, `GET /api/games.php HTTP/1.1\r\nHost: ${host}\r\n`, '\r\n');
    await stuck.sent;
    expect((await fetch(`${server.url}/api/games.php`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect((await stuck.answer).status).toBe(0);
    expect(server.logs.find((line) => line.event === 'server.stopped')).toMatchObject({ drained: false });
  }, 60_000);

  test('first not ready but still serving, each answer ending its connection; the port closes after the grace', async () => {
    server = await startChildServer(storage, { SHUTDOWN_GRACE_MS: '1500' });
    expect((await onNewConnection(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    const stopping = await server.logged('server.stopping');
    const signalled = performance.now();
    expect(stopping).toMatchObject({ graceMs: 1500 });

    expect((await onNewConnection(`${server.url}/readyz`)).status).toBe(503);
    // The balancer's probe (compose's Caddy asks /healthz) says to stop sending, too.
    expect((await onNewConnection(`${server.url}/healthz`)).status).toBe(503);
    // A request the balancer sent before it noticed: answered on a new connection, then closed.
    const late = await onNewConnection(`${server.url}/api/games.php`);
    expect(late.status).toBe(200);
    expect(late.headers.connection).toBe('close');

    await untilRefused(server.url);
    expect(performance.now() - signalled).toBeGreaterThan(1000);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});

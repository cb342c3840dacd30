import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Logger } from 'pino';
import { pino } from 'pino';

import { createLogger } from '../../server/logger.ts';
import { databaseKinds } from '../support/databases.ts';
import { mailSettled } from '../support/mail.ts';
import type { TestService } from '../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../support/service.ts';

/**
 * Baseline S41. The server's own logger (createLogger: its level, redaction and time format) is
 * used; only its destination is swapped for an in-memory sink, since createLogger writes to fd 1.
 */
function capturedLogger(level = 'info'): { logger: Logger; chunks: string[] } {
  const chunks: string[] = [];
  const logger = createLogger(level);
  const sink = { write: (chunk: string) => void chunks.push(chunk) };
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  return { logger, chunks };
}

type LogLine = Record<string, unknown>;

const accountHash = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 16);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const wrongPassword = 'Wrong-Guess-1234';

describe.each(databaseKinds)('security logging on %s (S41)', (kind) => {
  let service: TestService;
  const { logger, chunks } = capturedLogger();
  const issuedTokens: string[] = [];

  beforeAll(async () => {
    service = await startTestService(kind, { log: logger });
    issuedTokens.push(...Object.values(service.tokens));
  });
  afterAll(() => service.stop());

  /** Runs a call and answers the lines logged from then on (waiting briefly for the access line). */
  async function logsOf<T>(call: () => Promise<T>): Promise<{ result: T; lines: LogLine[] }> {
    const start = chunks.length;
    const result = await call();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { result, lines: chunks.slice(start).map((chunk) => JSON.parse(chunk) as LogLine) };
  }

  const login = (json: unknown) => service.request('POST', '/api/auth.php?action=login', { json });
  const eventLine = (lines: LogLine[], event: string) => lines.find((line) => line.event === event);

  function expectStructured(line: LogLine | undefined): asserts line is LogLine {
    expect(line).toBeDefined();
    expect(line).toEqual(
      expect.objectContaining({ time: expect.stringMatching(isoUtc), reqId: expect.stringMatching(uuid) }),
    );
    expect(String((line as LogLine).ip)).toMatch(/127\.0\.0\.1|::1/);
  }

  test('a failed login logs auth.login.failed with time, reqId, ip and the account hash only', async () => {
    const { result, lines } = await logsOf(() =>
      login({ email: 'User@Test.example ', password: wrongPassword }),
    );
    expect(result.status).toBe(401);
    const line = eventLine(lines, 'auth.login.failed');
    expectStructured(line);
    expect(line).toMatchObject({ account: accountHash(userCredentials.email), status: 401 });
    expect(JSON.stringify(lines)).not.toContain(userCredentials.email);
    expect(JSON.stringify(lines)).not.toContain(wrongPassword);
  });

  test('a failed login for an unknown account logs the same kind of line', async () => {
    const { lines } = await logsOf(() => login({ email: 'nobody@test.example', password: wrongPassword }));
    const line = eventLine(lines, 'auth.login.failed');
    expectStructured(line);
    expect(line.account).toBe(accountHash('nobody@test.example'));
  });

  test('an admin login refused with 403 logs auth.admin_login.denied naming the user', async () => {
    const { result, lines } = await logsOf(() => login({ ...userCredentials, isAdminLogin: true }));
    expect(result.status).toBe(403);
    expect(result.body.token).toBeUndefined();
    const line = eventLine(lines, 'auth.admin_login.denied');
    expectStructured(line);
    expect(typeof line.userId === 'number' || typeof line.account === 'string').toBe(true);
    expect(JSON.stringify(lines)).not.toContain(userCredentials.password);
  });

  test('a 403 on an admin endpoint logs a security event naming the user', async () => {
    const { result, lines } = await logsOf(() =>
      service.request('GET', '/api/users.php', { token: service.tokens.user }),
    );
    expect(result.status).toBe(403);
    const line = lines.find((entry) => typeof entry.event === 'string' && entry.event.startsWith('authz.'));
    expectStructured(line);
    expect(line).toMatchObject({ event: 'authz.denied', status: 403 });
    expect(typeof line.userId === 'number' || typeof line.account === 'string').toBe(true);
  });

  test('access lines carry the request id and redact the Authorization header', async () => {
    const { lines } = await logsOf(() =>
      service.request('GET', '/api/users.php', { token: service.tokens.admin }),
    );
    const access = lines.find((line) => line.req !== undefined) as
      { req: { id: string; headers: LogLine } } | undefined;
    expect(access).toBeDefined();
    expect(access?.req.id).toMatch(uuid);
    expect(access?.req.headers.authorization).toBe('[redacted]');
  });

  test("the visitor's id is in no log line: the cookie and X-Visitor-Id are redacted", async () => {
    const visitorId = 'LoggedNowhereVisitorId0123';
    const { result, lines } = await logsOf(() =>
      service.request('POST', '/graphql', {
        headers: {
          cookie: `gv_visitor=${visitorId}`,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0',
        },
        json: { query: 'mutation { recordGameView(gameId: "1") { counted } }' },
      }),
    );
    expect(result.status).toBe(200);
    const headers = lines
      .map((line) => (line.req as { url?: string; headers?: LogLine } | undefined) ?? {})
      .filter((req) => req.url?.startsWith('/api/community.php') || req.url === '/graphql')
      .map((req) => req.headers ?? {});
    expect(headers.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain(visitorId);
  });

  test.each([
    [
      'inside the address (refused as invalid)',
      'user@test.example\r\nFAKE {"event":"auth.login.succeeded"}',
      400,
    ],
    ['at the start (trimmed, then a failed login)', '\r\nFAKE-user@test.example', 401],
  ])('an email with CRLF %s never breaks a log line', async (_where, email, status) => {
    const start = chunks.length;
    const { result, lines } = await logsOf(() => login({ email, password: wrongPassword }));
    expect(result.status).toBe(status);
    expect(lines.length).toBeGreaterThan(0);
    for (const chunk of chunks.slice(start)) {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.slice(0, -1)).not.toMatch(/[\r\n]/);
      expect(chunk.startsWith('FAKE')).toBe(false);
    }
    if (status === 401) {
      expect(eventLine(lines, 'auth.login.failed')?.account).toBe(accountHash('fake-user@test.example'));
    }
    expect(lines.filter((line) => line.event === 'auth.login.succeeded')).toHaveLength(0);
  });

  test('a CRLF in a query value is escaped in the access line', async () => {
    const start = chunks.length;
    await logsOf(() => service.request('GET', '/api/games.php?slug=%0D%0AFAKE%20line'));
    const logged = chunks.slice(start);
    expect(logged.join('')).toContain('FAKE');
    for (const chunk of logged) expect(chunk.slice(0, -1)).not.toMatch(/[\r\n]/);
  });

  test('no line ever holds a password, a bearer header value or a full token', async () => {
    const fresh = await logsOf(() => login(moderatorCredentials));
    issuedTokens.push(fresh.result.body.token as string);
    await logsOf(() =>
      service.request('GET', '/api/account.php?action=profile', { token: fresh.result.body.token }),
    );
    const all = chunks.join('');
    for (const secret of [
      adminCredentials.password,
      moderatorCredentials.password,
      userCredentials.password,
      wrongPassword,
    ]) {
      expect(all).not.toContain(secret);
    }
    for (const token of issuedTokens) {
      expect(all).not.toContain(token);
      expect(all).not.toContain(token.split('.')[2]);
    }
    expect(all).not.toMatch(/Bearer\s/);
    expect(all).not.toContain(service.config.jwtSecret);
  });

  test('no line names an email address in clear: the outbox line masks its recipient', async () => {
    const resetEmail = 'reset.owner@test.example';
    const created = await service.request('POST', '/api/users.php', {
      token: service.tokens.admin,
      json: { email: resetEmail, password: 'Reset-Owner-Pass-41', role: 'user' },
    });
    expect(created.status).toBe(201);
    const { lines } = await logsOf(async () => {
      const answer = await service.request('POST', '/api/auth.php?action=forgot-password', {
        json: { email: resetEmail },
      });
      await mailSettled(service);
      return answer;
    });
    expect(eventLine(lines, 'mail.outbox')).toMatchObject({ to: 'r***@test.example' });
    const everything = chunks.join('\n');
    for (const email of [
      resetEmail,
      adminCredentials.email,
      moderatorCredentials.email,
      userCredentials.email,
    ]) {
      expect({ email, inLog: everything.includes(email) }).toEqual({ email, inLog: false });
    }
  });
});

describe('logging above the info level', () => {
  let service: TestService;
  const { logger, chunks } = capturedLogger('warn');
  beforeAll(async () => {
    service = await startTestService('sqlite', { log: logger });
  });
  afterAll(() => service.stop());

  test('warnings still name their request', async () => {
    chunks.length = 0;
    const refused = await service.request('POST', '/api/auth.php?action=login', {
      json: { email: userCredentials.email, password: wrongPassword },
    });
    expect(refused.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = chunks.map((chunk) => JSON.parse(chunk) as LogLine);
    expect(lines.find((line) => line.event === 'auth.login.failed')).toEqual(
      expect.objectContaining({ reqId: expect.stringMatching(uuid) }),
    );
  });
});

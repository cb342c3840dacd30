import { existsSync, readdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';

import { messages } from '../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { newVisitorId } from '../support/community.ts';
import { databaseKinds } from '../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../support/games.ts';
import { latestResetMail, mailSettled } from '../support/mail.ts';
import { restWriteRoutes } from '../support/restRoutes.ts';
import type { TestService } from '../support/service.ts';
import { adminCredentials, startTestService } from '../support/service.ts';
import { contactMessage, dmcaNotice, gameReport, gameRequest, issueReport } from '../support/submissions.ts';

/**
 * Audit finding 7: a write the caller has given up on must not commit. With the write lock held
 * by another connection, every REST write route sent with `X-Request-Timeout` answers 503 before
 * that time is up and leaves the database as it was.
 */

const budgetMs = 2000;

interface WriteSample {
  /** `METHOD /path.php` as the router names the route. */
  route: string;
  path: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Answered before its work, which runs after the answer (`forgot-password`). */
  answeredFirst?: boolean;
}

/** Every table's rows, in a stable order, and the stored uploads. */
async function snapshot(service: TestService): Promise<Record<string, unknown[]>> {
  const uploads = existsSync(service.config.uploadDir)
    ? readdirSync(service.config.uploadDir, { recursive: true }).map(String).sort()
    : [];
  const { kysely } = service.running.db;
  const tables = (await kysely.introspection.getTables()).map((table) => table.name).sort();
  const rows = await Promise.all(
    tables.map(async (name) => {
      const all = await kysely
        .selectFrom(name as 'users')
        .selectAll()
        .execute();
      return [name, all.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return { ...Object.fromEntries(rows), uploads };
}

/** Holds the database's write lock from a connection of its own; reads go on. */
async function holdWriteLock(service: TestService): Promise<() => Promise<void>> {
  if (service.kind === 'sqlite') {
    const holder = new DatabaseSync(service.config.databaseUrl.replace(/^sqlite:/, ''));
    holder.exec('BEGIN IMMEDIATE');
    return async () => {
      holder.exec('ROLLBACK');
      holder.close();
    };
  }
  const holder = new pg.Client({ connectionString: service.config.databaseUrl });
  await holder.connect();
  const { rows } = await holder.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely%'",
  );
  await holder.query('begin');
  // EXCLUSIVE: every write waits, plain reads do not (as under SQLite's write lock).
  await holder.query(`lock table ${rows.map((row) => `"${row.name}"`).join(', ')} in exclusive mode`);
  return async () => {
    await holder.query('rollback');
    await holder.end();
  };
}

/** Sends one sample as a caller that waits `budgetMs` (and a second more, so that a late answer is seen). */
async function send(service: TestService, sample: WriteSample) {
  const headers: Record<string, string> = { 'X-Request-Timeout': String(budgetMs), ...sample.headers };
  if (sample.token) headers.authorization = `Bearer ${sample.token}`;
  if (sample.json !== undefined) headers['content-type'] = 'application/json';
  const [method] = sample.route.split(' ');
  const started = performance.now();
  try {
    const response = await fetch(service.url + '/api' + sample.path, {
      method,
      headers,
      body: sample.form ?? (sample.json === undefined ? undefined : JSON.stringify(sample.json)),
      signal: AbortSignal.timeout(budgetMs + 1000),
    });
    const body = (await response.json()) as unknown;
    return { route: sample.path, status: response.status, body, ms: performance.now() - started };
  } catch {
    return { route: sample.path, status: 0, body: 'no answer', ms: performance.now() - started };
  }
}

/** Runs `tasks` a few at a time (a PostgreSQL pool has 10 connections). */
async function fewAtATime<T>(tasks: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width) {
    results.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  }
  return results;
}

describe.each(databaseKinds)('write deadlines on %s', (kind) => {
  let service: TestService;
  let samples: WriteSample[];
  beforeAll(async () => {
    service = await startTestService(kind);
    const { admin, moderator } = service.tokens;
    const { createUser, newUser } = accountHelpers(() => service);
    const cover = { field: 'cover_image', bytes: await imageBytes('png') };
    const created = await service.request('POST', '/api/games.php', {
      token: admin,
      form: gameForm(gameData({ slug: 'deadline-game', title: 'Deadline Game' }), [cover]),
    });
    const gameId = created.body.game.id as number;
    const notice = await service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice });
    const request = await service.request('POST', '/api/submit_game_request.php', { json: gameRequest });
    const victim = await createUser({ prefix: 'deadline-victim' });
    const player = await newUser({ prefix: 'deadline-player' });
    await service.request('POST', '/api/auth.php?action=forgot-password', { json: { email: player.email } });
    await mailSettled(service);
    const { token: resetToken } = await latestResetMail(service, player.email);
    const { settings } = (await service.request('GET', '/api/settings.php')).body;
    await service.request('POST', '/api/account.php?action=update-display-name', {
      token: player.token,
      json: { displayName: 'Deadline Player' },
    });
    const comment = async (content: string) => {
      const posted = await service.request('POST', '/api/comments.php', {
        token: player.token,
        json: { gameId, content },
      });
      return posted.body.comment.id as number;
    };
    const commentId = await comment('A comment to act on');
    const hiddenId = await comment('A hidden comment');
    await service.request('POST', `/api/comments.php?id=${hiddenId}&action=hide`, { token: moderator });
    await service.request('POST', '/api/submit_report.php', { json: { ...gameReport, gameId } });
    const reportId = (await service.request('GET', '/api/reports.php', { token: moderator })).body.reports[0]
      .id as number;
    const onComment = (id: number, action: string, token: string, json: unknown = {}): WriteSample => ({
      route: 'POST /comments.php',
      path: `/comments.php?id=${id}&action=${action}`,
      token,
      json,
    });
    const account = (action: string, json: unknown = {}): WriteSample => ({
      route: 'POST /account.php',
      path: `/account.php?action=${action}`,
      token: player.token,
      json,
    });
    const visitorId = newVisitorId();
    const community = (action: string, json: unknown = { gameId }): WriteSample => ({
      route: 'POST /community.php',
      path: `/community.php?action=${action}`,
      token: player.token,
      json,
    });
    const anonymousCommunity = (action: string): WriteSample => ({
      ...community(action),
      token: undefined,
      headers: { 'X-Visitor-Id': visitorId },
    });
    const auth = (action: string, json: unknown, token?: string): WriteSample => ({
      route: 'POST /auth.php',
      path: `/auth.php?action=${action}`,
      json,
      token,
    });
    samples = [
      {
        route: 'POST /games.php',
        path: '/games.php',
        token: admin,
        form: gameForm(gameData({ slug: 'deadline-new', title: 'Deadline New' }), [cover]),
      },
      {
        route: 'POST /games.php',
        path: `/games.php?id=${gameId}`,
        token: admin,
        form: gameForm(gameData({ slug: 'deadline-game', title: 'Deadline Renamed' }), [], {
          _method: 'PUT',
        }),
      },
      { route: 'DELETE /games.php', path: `/games.php?id=${gameId}`, token: admin },
      {
        route: 'POST /users.php',
        path: '/users.php',
        token: admin,
        json: { email: uniqueEmail('deadline-new'), password: 'Fresh-Pass-42q', role: 'user' },
      },
      {
        route: 'PUT /users.php',
        path: `/users.php?id=${victim.id}`,
        token: admin,
        json: { role: 'moderator' },
      },
      { route: 'DELETE /users.php', path: '/users.php', token: admin, json: { id: victim.id } },
      auth('login', adminCredentials),
      auth('register', { email: uniqueEmail('deadline-register'), password: 'Fresh-Pass-42q' }),
      auth('reset-password', { token: resetToken, password: 'Newer-Pass-53w' }),
      auth('logout', {}, player.token),
      { ...auth('forgot-password', { email: uniqueEmail('nobody') }), answeredFirst: true },
      account('update-profile', { email: uniqueEmail('deadline-moved'), currentPassword: player.password }),
      account('update-password', { currentPassword: player.password, newPassword: 'Newer-Pass-53w' }),
      account('sign-out-everywhere'),
      account('delete-account', { password: player.password }),
      account('update-settings', { settings: { email_notifications: false, download_notifications: false } }),
      account('toggle-favorite', { gameId }),
      account('record-download', { gameId }),
      account('update-display-name', { displayName: 'Renamed Too Late' }),
      {
        route: 'POST /comments.php',
        path: '/comments.php',
        token: player.token,
        json: { gameId, content: 'Posted too late' },
      },
      onComment(commentId, 'like', player.token),
      onComment(commentId, 'report', player.token, { reason: 'Spam' }),
      onComment(commentId, 'hide', moderator),
      onComment(hiddenId, 'unhide', moderator),
      {
        route: 'PUT /comments.php',
        path: `/comments.php?id=${commentId}`,
        token: player.token,
        json: { content: 'Edited too late' },
      },
      { route: 'DELETE /comments.php', path: `/comments.php?id=${commentId}`, token: moderator },
      { route: 'POST /submit_report.php', path: '/submit_report.php', json: { ...gameReport, gameId } },
      {
        route: 'PUT /reports.php',
        path: `/reports.php?id=${reportId}`,
        token: moderator,
        json: { status: 'resolved', note: 'Too late' },
      },
      anonymousCommunity('view'),
      anonymousCommunity('star'),
      anonymousCommunity('share'),
      anonymousCommunity('download'),
      community('star'),
      community('unstar'),
      community('download'),
      community('rate', { gameId, rating: 4 }),
      community('unrate'),
      { ...community('claim-visitor', {}), headers: { 'X-Visitor-Id': visitorId } },
      {
        route: 'PUT /dmca_notices.php',
        path: '/dmca_notices.php',
        token: moderator,
        json: { id: notice.body.id, status: 'rejected' },
      },
      {
        route: 'PUT /game_requests.php',
        path: '/game_requests.php',
        token: moderator,
        json: { id: request.body.id, status: 'approved' },
      },
      { route: 'POST /two_factor.php', path: '/two_factor.php?action=setup', token: player.token, json: {} },
      { route: 'POST /submit_dmca.php', path: '/submit_dmca.php', json: dmcaNotice },
      { route: 'POST /submit_game_request.php', path: '/submit_game_request.php', json: gameRequest },
      { route: 'POST /submit_contact.php', path: '/submit_contact.php', json: contactMessage },
      { route: 'POST /submit_issue_report.php', path: '/submit_issue_report.php', json: issueReport },
      {
        route: 'POST /newsletter.php',
        path: '/newsletter.php?action=subscribe',
        json: { email: 'late@x.example' },
      },
      {
        route: 'POST /newsletter.php',
        path: '/newsletter.php?action=unsubscribe',
        json: { email: 'late@x.example' },
      },
      {
        route: 'PUT /settings.php',
        path: '/settings.php',
        token: admin,
        json: { ...settings, site_name: 'Renamed Too Late' },
      },
    ];
  }, 30_000);
  afterAll(() => service.stop());

  test('every write route of the REST service is among the routes checked here', () => {
    const checked = [...new Set(samples.map((sample) => sample.route))].sort();
    expect(checked).toEqual(restWriteRoutes(service.running.app.rest));
  });

  test("with the write lock held, every write answers 503 within the caller's time and writes nothing", async () => {
    const before = await snapshot(service);
    const release = await holdWriteLock(service);
    let answers;
    try {
      answers = await fewAtATime(samples.map((sample) => () => send(service, sample)));
    } finally {
      await release();
    }
    await service.running.app.rest.background.settled();
    for (const [index, answer] of answers.entries()) {
      const expected = samples[index]?.answeredFirst ? 200 : 503;
      expect({ ...answer, inTime: answer.ms < budgetMs }).toEqual({
        ...answer,
        status: expected,
        inTime: true,
      });
      if (expected === 503) expect(answer.body).toEqual({ error: messages.serviceTemporarilyUnavailable });
    }
    expect(await snapshot(service)).toEqual(before);
  }, 60_000);

  test('a caller whose time is already spent gets 503 at once, and nothing is written', async () => {
    const before = await snapshot(service);
    const answer = await service.request('POST', '/api/submit_contact.php', {
      json: contactMessage,
      headers: { 'X-Request-Timeout': '100' },
    });
    expect(answer.status).toBe(503);
    expect(await snapshot(service)).toEqual(before);
  });
});

import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';

import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import pg from 'pg';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { entriesOf } from '../../../../support/audit.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { fakeDate } from '../../../../support/fakeDate.ts';
import { expectError, gql, seedGame } from '../../../../support/graphql.ts';
import type { TestService } from '../../../../support/service.ts';
import { adminCredentials, startTestService } from '../../../../support/service.ts';
import {
  contactMessage,
  dmcaNotice,
  gameRequest,
  issueReport,
  newsletterSubscription,
} from '../../../../support/submissions.ts';

const logoutPath = '/api/auth.php?action=logout';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const invalidToken = { error: messages.invalidToken };

describe.each(databaseKinds)(
  'ending sessions and deleting accounts through account.php and auth.php on %s',
  (kind) => {
    let service: TestService;
    let gameId: string;
    beforeAll(async () => {
      service = await startTestService(kind);
      gameId = await seedGame(service, { slug: 'supertuxkart', title: 'SuperTuxKart' });
    });
    afterAll(() => service.stop());
    afterEach(() => {
      jest.useRealTimers();
    });

    const { newUser, read, write } = accountHelpers(() => service);
    const logout = (token?: string) => service.request('POST', logoutPath, { token, json: {} });
    const login = (email: string, password: string) =>
      service.request('POST', '/api/auth.php?action=login', { json: { email, password } });
    const revokedRow = (token: string) =>
      service.running.db.kysely
        .selectFrom('revoked_tokens')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
    const rowsOf = (table: 'favorites' | 'downloads' | 'revoked_tokens' | 'user_settings', userId: number) =>
      service.running.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();

    test('logout ends this token on REST and GraphQL; another session of the same user goes on', async () => {
      const user = await newUser({ prefix: 'leaving' });
      const otherDevice = await service.login({ email: user.email, password: user.password });
      expect(otherDevice).not.toBe(user.token);

      const answer = await logout(user.token);
      expect([answer.status, answer.body]).toEqual([200, { message: messages.session.loggedOut }]);

      const profile = await read(user.token, 'profile');
      expect([profile.status, profile.body]).toEqual([401, invalidToken]);
      expectError(await gql(service, '{ me { email } }', undefined, user.token), 'UNAUTHENTICATED');
      expect((await logout(user.token)).status).toBe(401);

      expect((await read(otherDevice, 'profile')).body).toMatchObject({ id: user.id, email: user.email });
      const graph = await gql(service, '{ me { email } }', undefined, otherDevice);
      expect(graph.body.data).toEqual({ me: { email: user.email } });
    });

    test('logout without a token, or with one that does not verify, answers 401', async () => {
      const anonymous = await logout();
      expect([anonymous.status, anonymous.body]).toEqual([401, { error: messages.authenticationRequired }]);
      const forged = await logout(`${service.tokens.user}x`);
      expect([forged.status, forged.body]).toEqual([401, invalidToken]);
    });

    test('the revoked token is kept until it would have expired, and goes with the next sign-out after that', async () => {
      const user = await newUser({ prefix: 'expiring' });
      expect((await logout(user.token)).status).toBe(200);
      const row = await revokedRow(user.token);
      expect(row).toMatchObject({ user_id: user.id });

      // Another sign-out while the first token could still be accepted keeps its row.
      const second = await service.login({ email: user.email, password: user.password });
      expect((await logout(second)).status).toBe(200);
      expect(await revokedRow(user.token)).toEqual(row);

      fakeDate(Date.parse(row?.expires_at ?? '') + 5 * 60_000);
      const later = await service.login({ email: user.email, password: user.password });
      expect((await logout(later)).status).toBe(200);
      expect(await revokedRow(user.token)).toBeUndefined();
      expect(await revokedRow(second)).toBeUndefined();
      expect(await revokedRow(later)).toMatchObject({ user_id: user.id });
    });

    test("sign-out-everywhere ends every token of the account, this one included, and no one else's", async () => {
      const user = await newUser({ prefix: 'everywhere' });
      const otherDevice = await service.login({ email: user.email, password: user.password });
      const stranger = await newUser({ prefix: 'stranger' });

      const answer = await write(user.token, 'sign-out-everywhere', {});
      expect([answer.status, answer.body]).toEqual([200, { message: messages.session.signedOutEverywhere }]);

      for (const token of [user.token, otherDevice]) {
        expect((await read(token, 'profile')).status).toBe(401);
      }
      expect((await read(stranger.token, 'profile')).status).toBe(200);
      expect((await read(service.tokens.user, 'profile')).status).toBe(200);
      const fresh = await service.login({ email: user.email, password: user.password });
      expect((await read(fresh, 'profile')).body).toMatchObject({ id: user.id });
    });

    test('update-profile checks currentPassword when it is sent, and keeps working without it', async () => {
      const user = await newUser({ prefix: 'moving' });
      const wrong = await write(user.token, 'update-profile', {
        email: `wrong-${user.email}`,
        currentPassword: 'Not-The-Pass-1x',
      });
      expect([wrong.status, wrong.body]).toEqual([
        400,
        {
          error: messages.currentPasswordIncorrect,
          fields: { currentPassword: messages.currentPasswordIncorrect },
        },
      ]);
      const empty = await write(user.token, 'update-profile', {
        email: `empty-${user.email}`,
        currentPassword: '',
      });
      expect(empty.body.fields).toEqual({ currentPassword: messages.currentPasswordRequired });
      expect((await read(user.token, 'profile')).body.email).toBe(user.email);

      const right = await write(user.token, 'update-profile', {
        email: `right-${user.email}`,
        currentPassword: user.password,
      });
      expect([right.status, right.body]).toEqual([
        200,
        { message: 'Profile updated successfully', email: `right-${user.email}` },
      ]);
      const without = await write(user.token, 'update-profile', { email: `without-${user.email}` });
      expect([without.status, without.body.email]).toEqual([200, `without-${user.email}`]);
      expect((await read(user.token, 'profile')).body.email).toBe(`without-${user.email}`);
    });

    test('delete-account refuses a wrong or missing password and keeps the account', async () => {
      const user = await newUser({ prefix: 'staying' });
      const wrong = await write(user.token, 'delete-account', { password: 'Not-The-Pass-1x' });
      expect([wrong.status, wrong.body]).toEqual([
        400,
        { error: messages.passwordIncorrect, fields: { password: messages.passwordIncorrect } },
      ]);
      const missing = await write(user.token, 'delete-account', {});
      expect([missing.status, missing.body.fields]).toEqual([400, { password: messages.passwordRequired }]);
      expect((await read(user.token, 'profile')).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    test('delete-account deletes the user with their favorites, downloads and sessions', async () => {
      const user = await newUser({ prefix: 'deleting' });
      const otherDevice = await service.login({ email: user.email, password: user.password });
      const signedOut = await service.login({ email: user.email, password: user.password });
      expect((await write(user.token, 'toggle-favorite', { gameId })).status).toBe(200);
      expect((await write(user.token, 'record-download', { gameId })).status).toBe(201);
      const settings = { email_notifications: false, download_notifications: true };
      expect((await write(user.token, 'update-settings', { settings })).status).toBe(200);
      expect((await logout(signedOut)).status).toBe(200);
      for (const table of ['favorites', 'downloads', 'revoked_tokens', 'user_settings'] as const) {
        expect(await rowsOf(table, user.id)).toHaveLength(1);
      }

      const answer = await write(user.token, 'delete-account', { password: user.password });
      expect([answer.status, answer.body]).toEqual([200, { message: messages.accountDeleted }]);

      for (const table of ['favorites', 'downloads', 'revoked_tokens', 'user_settings'] as const) {
        expect([table, await rowsOf(table, user.id)]).toEqual([table, []]);
      }
      for (const token of [user.token, otherDevice]) {
        expect((await read(token, 'profile')).status).toBe(401);
      }
      const relogin = await login(user.email, user.password);
      expect([relogin.status, relogin.body]).toEqual([401, { error: messages.invalidCredentials }]);
      const listed = (await service.request('GET', '/api/users.php', { token: service.tokens.admin })).body
        .users;
      expect(listed.map((listedUser: { id: number }) => listedUser.id)).not.toContain(user.id);
    });

    test('a deleted account leaves no subscription, and its address leaves the messages, reports and requests it sent', async () => {
      const user = await newUser({ prefix: 'tracing' });
      const other = 'someone-else@players.example';
      const submit = async (path: string, body: object) =>
        expect((await service.request('POST', path, { json: body })).status).toBeLessThan(300);
      for (const email of [user.email, other]) {
        await submit('/api/newsletter.php?action=subscribe', { ...newsletterSubscription, email });
        await submit('/api/submit_contact.php', { ...contactMessage, email });
        await submit('/api/submit_issue_report.php', { ...issueReport, email });
        await submit('/api/submit_game_request.php', { ...gameRequest, requester_email: email });
        await submit('/api/submit_dmca.php', { ...dmcaNotice, email });
      }
      const db = service.running.db.kysely;
      const addresses = async () => ({
        newsletter: (await db.selectFrom('newsletter_subscribers').select('email').execute()).map(
          (row) => row.email,
        ),
        contact: (await db.selectFrom('reports').select('email').where('kind', '=', 'contact').execute()).map(
          (row) => row.email,
        ),
        reports: (await db.selectFrom('reports').select('email').where('kind', '=', 'issue').execute()).map(
          (row) => row.email,
        ),
        requests: (await db.selectFrom('game_requests').select('requester_email').execute()).map(
          (row) => row.requester_email,
        ),
        notices: (await db.selectFrom('dmca_notices').select('contact_email').execute()).map(
          (row) => row.contact_email,
        ),
      });
      const before = await addresses();
      expect(before.contact).toEqual(expect.arrayContaining([user.email, other]));

      expect((await write(user.token, 'delete-account', { password: user.password })).status).toBe(200);

      const after = await addresses();
      expect(after.newsletter).not.toContain(user.email);
      expect(after.newsletter).toContain(other);
      for (const kept of [after.contact, after.reports, after.requests]) {
        expect(kept).not.toContain(user.email);
        expect(kept).toContain(other);
        expect(kept).toHaveLength(before.contact.length);
      }
      // A takedown notice is a legal record: its contact address stays.
      expect(after.notices).toEqual(before.notices);
    });

    test("a user's own deletion is not audited; a staff member's is, as account.delete", async () => {
      const user = await newUser({ prefix: 'quiet' });
      const deleteOwn = (account: { token: string; password: string }) => async () => {
        const answer = await write(account.token, 'delete-account', { password: account.password });
        expect(answer.status).toBe(200);
      };
      expect(await entriesOf(service, deleteOwn(user))).toEqual([]);

      const moderator = await newUser({ prefix: 'staff', role: 'moderator' });
      expect(await entriesOf(service, deleteOwn(moderator))).toEqual([
        expect.objectContaining({
          actor_id: moderator.id,
          actor_email: moderator.email,
          actor_role: 'moderator',
          action: 'account.delete',
          target_type: 'user',
          target_id: moderator.id,
          target_label: moderator.email,
          details: { role: 'moderator' },
        }),
      ]);
    });

    test('the last admin cannot delete their account', async () => {
      const answer = await write(service.tokens.admin, 'delete-account', {
        password: adminCredentials.password,
      });
      expect([answer.status, answer.body]).toEqual([400, { error: messages.user.lastAdmin }]);
      expect((await read(service.tokens.admin, 'profile')).body).toMatchObject({ role: 'admin' });
    });

    test('sign-out-everywhere and delete-account need a token', async () => {
      for (const action of ['sign-out-everywhere', 'delete-account']) {
        const answer = await service.request('POST', `/api/account.php?action=${action}`, { json: {} });
        expect([action, answer.status, answer.body]).toEqual([
          action,
          401,
          { error: messages.authenticationRequired },
        ]);
      }
    });
  },
);

/**
 * On PostgreSQL, runs `requests` while another connection holds the admins' rows: a deletion that
 * passed its last-admin check waits at its DELETE until they are let go, so two deletions not kept
 * apart would both pass the check before either deletes. (SQLite runs one transaction at a time on
 * its single connection.)
 */
async function whileAdminRowsLocked<T>(service: TestService, requests: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: service.config.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT id FROM users WHERE role = 'admin' FOR UPDATE");
    const answers = requests();
    const waitingAtLock = async () => {
      // Within a transaction the activity view is a snapshot taken at its first read: take a new one.
      await client.query('SELECT pg_stat_clear_snapshot()');
      const waiting = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return waiting.rows[0]?.n ?? 0;
    };
    const started = performance.now();
    while ((await waitingAtLock()) === 0 && performance.now() - started < 20_000) await delay(50);
    expect(await waitingAtLock()).toBeGreaterThan(0);
    // The other deletion has checked its password by now and reached the queue, or its own DELETE.
    await delay(1000);
    await client.query('ROLLBACK');
    return await answers;
  } finally {
    await client.end();
  }
}

/** Two admins deleting their own accounts at once: one deletion wins, one admin remains. */
describe.each(databaseKinds)('the last admin deleting their own account on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('crossed self-deletions of the only two admins leave exactly one', async () => {
    const { newUser, write } = accountHelpers(() => service);
    const second = await newUser({ prefix: 'second-admin', role: 'admin' });
    const deletions = () =>
      Promise.all([
        write(service.tokens.admin, 'delete-account', { password: adminCredentials.password }),
        write(second.token, 'delete-account', { password: second.password }),
      ]);
    const answers = kind === 'postgres' ? await whileAdminRowsLocked(service, deletions) : await deletions();
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ error: messages.user.lastAdmin });
    expect(await service.running.app.rest.users.countAdmins()).toBe(1);
  });
});

/** Every password check of account.php spends one budget: moving to another action gains a guesser nothing. */
describe.each(databaseKinds)('password checks of account.php on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits: { passwordChangesPerUserPerHour: 3 } });
  });
  afterAll(() => service.stop());

  test('delete-account and update-profile with currentPassword count with update-password', async () => {
    const { newUser, write } = accountHelpers(() => service);
    const user = await newUser({ prefix: 'guessed' });
    const guess = 'Not-The-Pass-1x';
    expect((await write(user.token, 'delete-account', { password: guess })).status).toBe(400);
    expect(
      (await write(user.token, 'update-profile', { email: user.email, currentPassword: guess })).status,
    ).toBe(400);
    expect(
      (
        await write(user.token, 'update-password', {
          currentPassword: guess,
          newPassword: 'Brand-New-Pass-29w',
        })
      ).status,
    ).toBe(400);
    const refused = await write(user.token, 'delete-account', { password: user.password });
    expect([refused.status, refused.body]).toEqual([
      429,
      { error: 'Too many requests. Please try again later.' },
    ]);
    expect((await write(user.token, 'update-profile', { email: user.email })).status).toBe(200);
  });
});

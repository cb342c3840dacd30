import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { auditPage } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { adminCredentials, moderatorCredentials, startTestService } from '../../../support/service.ts';
import { dmcaNotice } from '../../../support/submissions.ts';

/** `GET audit_log.php`: admins read the log, newest first, paged and filtered; nobody edits it. */

describe.each(databaseKinds)('audit_log.php on %s', (kind) => {
  let service: TestService;
  let moderatorId = 0;
  beforeAll(async () => {
    service = await startTestService(kind);
    // The suite's service starts with the admin's sign-in, two user.create entries (the moderator
    // and the user) and the moderator's sign-in (every staff sign-in is recorded).
    for (let index = 0; index < 3; index += 1) {
      const id = (await service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice })).body.id;
      const decided = await service.request('PUT', '/api/dmca_notices.php', {
        token: service.tokens.moderator,
        json: { id, status: index === 1 ? 'rejected' : 'resolved' },
      });
      expect(decided.status).toBe(200);
    }
    const login = await service.request('POST', '/api/auth.php?action=login', {
      json: { ...moderatorCredentials, isAdminLogin: true },
    });
    moderatorId = login.body.user.id;
  });
  afterAll(() => service.stop());

  test('answers every entry newest first, with its total and the actors', async () => {
    const page = await auditPage(service);
    expect(page.total).toBe(8);
    expect(page.entries.map((entry) => entry.action)).toEqual([
      'console.login',
      'dmca.resolve',
      'dmca.reject',
      'dmca.resolve',
      'console.login',
      'user.create',
      'user.create',
      'console.login',
    ]);
    const times = page.entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.actors).toEqual([
      { id: expect.any(Number), email: adminCredentials.email },
      { id: moderatorId, email: moderatorCredentials.email },
    ]);
    expect(Object.keys(page.entries[0] ?? {}).sort()).toEqual(
      [
        'action',
        'actor_email',
        'actor_id',
        'actor_role',
        'created_at',
        'details',
        'id',
        'ip',
        'target_id',
        'target_label',
        'target_type',
      ].sort(),
    );
  });

  test('pages with offset and limit', async () => {
    const all = (await auditPage(service)).entries.map((entry) => entry.id);
    const first = await auditPage(service, '?offset=0&limit=4');
    const second = await auditPage(service, '?offset=4&limit=4');
    expect(first.entries.map((entry) => entry.id)).toEqual(all.slice(0, 4));
    expect(second.entries.map((entry) => entry.id)).toEqual(all.slice(4));
    expect([first.total, second.total]).toEqual([8, 8]);
    expect((await auditPage(service, '?offset=40')).entries).toEqual([]);
  });

  test('filters by actor, by action, and both', async () => {
    const byModerator = await auditPage(service, `?actor_id=${moderatorId}`);
    expect(byModerator.total).toBe(5);
    expect(byModerator.entries.every((entry) => entry.actor_id === moderatorId)).toBe(true);

    const resolved = await auditPage(service, '?action=dmca.resolve&limit=1');
    expect(resolved.total).toBe(2);
    expect(resolved.entries).toHaveLength(1);
    expect(resolved.entries[0]?.action).toBe('dmca.resolve');

    expect((await auditPage(service, `?actor_id=${moderatorId}&action=user.create`)).total).toBe(0);
    expect((await auditPage(service, '?actor_id=999999')).entries).toEqual([]);
    // The console's "All" choices send empty values.
    expect((await auditPage(service, '?actor_id=&action=')).total).toBe(8);
    // The actors to filter by do not depend on the filters.
    expect((await auditPage(service, '?action=user.create')).actors).toHaveLength(2);
  });

  test.each([
    ['?offset=-1', 'offset must be a whole number from 0 to 2147483647'],
    ['?offset=1.5', 'offset must be a whole number from 0 to 2147483647'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['?actor_id=0', 'actor_id must be a positive whole number'],
    ['?actor_id=admin', 'actor_id must be a positive whole number'],
    [
      '?action=game.explode',
      expect.stringMatching(
        /^action must be one of game\.create, game\.update, .*console\.login, two_factor\.enable, .*two_factor\.login$/,
      ),
    ],
    ['?limit=1&limit=2', 'Parameter limit must be given once'],
    ['?action[]=game.create', 'Parameter action must be given once'],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await service.request('GET', `/api/audit_log.php${query}`, {
      token: service.tokens.admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(message);
  });

  test.each([
    ['moderator', 403],
    ['user', 403],
  ] as const)('refuses a %s with %s', async (role, status) => {
    const answer = await service.request('GET', '/api/audit_log.php', { token: service.tokens[role] });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: 'You do not have permission to perform this action' });
  });

  test('refuses an anonymous caller with 401', async () => {
    const answer = await service.request('GET', '/api/audit_log.php');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Authentication required' });
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 405 and changes nothing', async (method) => {
    const before = await auditPage(service);
    const target = before.entries[0]?.id;
    const answer = await service.request(method, `/api/audit_log.php?id=${target}`, {
      token: service.tokens.admin,
      json: { id: target, action: 'user.delete', actor_email: 'someone@example.com' },
    });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ error: 'Method not allowed' });
    expect(await auditPage(service)).toEqual(before);
  });

  test("an entry keeps its actor's email after the account is gone", async () => {
    const email = 'departed@example.com';
    const password = 'Departed-Pass-8q';
    const created = await service.request('POST', '/api/users.php', {
      token: service.tokens.admin,
      json: { email, password, role: 'moderator' },
    });
    const id = created.body.user.id as number;
    await service.request('POST', '/api/auth.php?action=login', {
      json: { email, password, isAdminLogin: true },
    });
    const removed = await service.request('DELETE', '/api/users.php', {
      token: service.tokens.admin,
      json: { id },
    });
    expect(removed.status).toBe(200);
    const theirs = await auditPage(service, `?actor_id=${id}`);
    expect(theirs.entries).toEqual([
      expect.objectContaining({
        actor_id: id,
        actor_email: email,
        actor_role: 'moderator',
        action: 'console.login',
      }),
    ]);
    expect(theirs.actors).toContainEqual({ id, email });
  });
});

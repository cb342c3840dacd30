import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { entriesOf, fromVisitor } from '../../../../support/audit.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { gameData, gameForm } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../../../support/service.ts';
import { dmcaNotice, gameRequest } from '../../../../support/submissions.ts';

/** Every admin and moderator write leaves exactly one entry: who, what, which target, from where. */

const visitorIp = '203.0.113.45';

describe.each(databaseKinds)('audited writes on %s', (kind) => {
  let service: TestService;
  const ids = { admin: 0, moderator: 0 };
  beforeAll(async () => {
    service = await startTestService(kind);
    const users = await service.request('GET', '/api/users.php', { token: service.tokens.admin });
    const idOf = (email: string) =>
      users.body.users.find((user: { email: string }) => user.email === email).id;
    ids.admin = idOf(adminCredentials.email);
    ids.moderator = idOf(moderatorCredentials.email);
  });
  afterAll(() => service.stop());

  const asAdmin = { email: adminCredentials.email, role: 'admin' };
  const call = (
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData } = {},
    token?: string,
  ) =>
    service.request(method, path, {
      ...options,
      token: token ?? service.tokens.admin,
      headers: fromVisitor(service, visitorIp),
    });

  test('creating, updating and deleting a game each leave one entry with the changed fields', async () => {
    let id = 0;
    const created = await entriesOf(service, async () => {
      const answer = await call('POST', '/api/games.php', { form: gameForm(gameData()) });
      expect(answer.status).toBe(201);
      id = answer.body.game.id;
    });
    expect(created).toEqual([
      expect.objectContaining({
        actor_id: ids.admin,
        actor_email: asAdmin.email,
        actor_role: 'admin',
        action: 'game.create',
        target_type: 'game',
        target_id: id,
        target_label: 'SuperTuxKart',
        details: { slug: 'supertuxkart' },
        ip: visitorIp,
      }),
    ]);
    expect(Date.parse(created[0]?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const form = gameForm(gameData({ title: 'SuperTuxKart 1.5', status: 'inactive' }), [], {
      _method: 'PUT',
    });
    const updated = await entriesOf(service, async () => {
      expect((await call('POST', `/api/games.php?id=${id}`, { form })).status).toBe(200);
    });
    expect(updated).toEqual([
      expect.objectContaining({
        action: 'game.update',
        target_id: id,
        target_label: 'SuperTuxKart 1.5',
        details: { changed: ['title', 'status'] },
      }),
    ]);

    const deleted = await entriesOf(service, async () => {
      expect((await call('DELETE', `/api/games.php?id=${id}`)).status).toBe(200);
    });
    expect(deleted).toEqual([
      expect.objectContaining({ action: 'game.delete', target_id: id, target_label: 'SuperTuxKart 1.5' }),
    ]);
  });

  test('user writes record the fields that changed, and never a password', async () => {
    const password = 'Audit-Pass-55k';
    let id = 0;
    const created = await entriesOf(service, async () => {
      const answer = await call('POST', '/api/users.php', {
        json: { email: 'audited@example.com', password, role: 'moderator' },
      });
      expect(answer.status).toBe(201);
      id = answer.body.user.id;
    });
    expect(created).toEqual([
      expect.objectContaining({
        actor_id: ids.admin,
        action: 'user.create',
        target_type: 'user',
        target_id: id,
        target_label: 'audited@example.com',
        details: { role: 'moderator' },
        ip: visitorIp,
      }),
    ]);

    const newPassword = 'Changed-Pass-66m';
    const updated = await entriesOf(service, async () => {
      const json = { email: 'renamed@example.com', password: newPassword, role: 'user' };
      expect((await call('PUT', `/api/users.php?id=${id}`, { json })).status).toBe(200);
    });
    expect(updated).toEqual([
      expect.objectContaining({
        action: 'user.update',
        target_id: id,
        target_label: 'renamed@example.com',
        details: {
          changed: ['email', 'password', 'role'],
          previous_email: 'audited@example.com',
          previous_role: 'moderator',
          role: 'user',
        },
      }),
    ]);

    const roleOnly = await entriesOf(service, async () => {
      expect((await call('PUT', `/api/users.php?id=${id}`, { json: { role: 'moderator' } })).status).toBe(
        200,
      );
    });
    expect(roleOnly[0]?.details).toEqual({ changed: ['role'], previous_role: 'user', role: 'moderator' });

    const deleted = await entriesOf(service, async () => {
      expect((await call('DELETE', '/api/users.php', { json: { id } })).status).toBe(200);
    });
    expect(deleted).toEqual([
      expect.objectContaining({ action: 'user.delete', target_id: id, target_label: 'renamed@example.com' }),
    ]);

    const all = JSON.stringify([...created, ...updated, ...roleOnly, ...deleted]);
    expect(all).not.toContain(password);
    expect(all).not.toContain(newPassword);
    expect(all).not.toMatch(/argon2|token/i);
  });

  test.each([
    {
      path: '/api/dmca_notices.php',
      submit: '/api/submit_dmca.php',
      body: dmcaNotice,
      status: 'resolved',
      action: 'dmca.resolve',
      type: 'dmca_notice',
      label: dmcaNotice.title,
    },
    {
      path: '/api/dmca_notices.php',
      submit: '/api/submit_dmca.php',
      body: dmcaNotice,
      status: 'rejected',
      action: 'dmca.reject',
      type: 'dmca_notice',
      label: dmcaNotice.title,
    },
    {
      path: '/api/game_requests.php',
      submit: '/api/submit_game_request.php',
      body: gameRequest,
      status: 'approved',
      action: 'request.approve',
      type: 'game_request',
      label: gameRequest.game_title,
    },
    {
      path: '/api/game_requests.php',
      submit: '/api/submit_game_request.php',
      body: gameRequest,
      status: 'rejected',
      action: 'request.reject',
      type: 'game_request',
      label: gameRequest.game_title,
    },
  ])('a moderator deciding $path as $status records $action', async (spec) => {
    const submitted = await service.request('POST', spec.submit, { json: spec.body });
    expect(submitted.status).toBe(201);
    const id = submitted.body.id as number;
    const entries = await entriesOf(service, async () => {
      const decided = await call(
        'PUT',
        spec.path,
        { json: { id, status: spec.status } },
        service.tokens.moderator,
      );
      expect(decided.status).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: ids.moderator,
        actor_email: moderatorCredentials.email,
        actor_role: 'moderator',
        action: spec.action,
        target_type: spec.type,
        target_id: id,
        target_label: spec.label,
        details: {},
        ip: visitorIp,
      }),
    ]);
  });

  test('every staff sign-in is recorded (its token opens the console); users and refused ones are not', async () => {
    const login = (credentials: object) =>
      service.request('POST', '/api/auth.php?action=login', {
        json: credentials,
        headers: fromVisitor(service, visitorIp),
      });
    const consoleEntries = await entriesOf(service, async () => {
      expect((await login({ ...moderatorCredentials, isAdminLogin: true })).status).toBe(200);
    });
    expect(consoleEntries).toEqual([
      expect.objectContaining({
        actor_id: ids.moderator,
        actor_email: moderatorCredentials.email,
        actor_role: 'moderator',
        action: 'console.login',
        target_type: 'user',
        target_id: ids.moderator,
        target_label: moderatorCredentials.email,
        ip: visitorIp,
      }),
    ]);
    const publicForm = await entriesOf(service, async () => {
      expect((await login(adminCredentials)).status).toBe(200);
    });
    expect(publicForm).toEqual([
      expect.objectContaining({ actor_id: ids.admin, action: 'console.login', ip: visitorIp }),
    ]);
    const others = await entriesOf(service, async () => {
      expect((await login(userCredentials)).status).toBe(200);
      expect((await login({ ...userCredentials, isAdminLogin: true })).status).toBe(403);
      expect(
        (await login({ ...adminCredentials, password: 'Wrong-Pass-11', isAdminLogin: true })).status,
      ).toBe(401);
    });
    expect(others).toEqual([]);
  });

  test('a write that is refused leaves no entry', async () => {
    const submitted = await service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice });
    const noticeId = submitted.body.id as number;
    expect(
      (await call('PUT', '/api/dmca_notices.php', { json: { id: noticeId, status: 'resolved' } })).status,
    ).toBe(200);
    const entries = await entriesOf(service, async () => {
      const refusals = [
        call('POST', '/api/games.php', { form: gameForm(gameData({ title: '', slug: 'no-title' })) }),
        call('POST', '/api/users.php', { json: { email: 'not-an-email', password: 'Fresh-Pass-42q' } }),
        call('PUT', `/api/users.php?id=${ids.admin}`, { json: {} }),
        call('PUT', `/api/users.php?id=${ids.admin}`, { json: { role: 'user' } }),
        call('DELETE', '/api/users.php', { json: { id: ids.admin } }),
        call('DELETE', '/api/users.php', { json: { id: 999_999 } }),
        call('DELETE', '/api/games.php?id=999999'),
        call('PUT', '/api/dmca_notices.php', { json: { id: noticeId, status: 'approved' } }),
        call('PUT', '/api/dmca_notices.php', { json: { id: noticeId, status: 'rejected' } }),
        call('PUT', '/api/game_requests.php', { json: { id: 999_999, status: 'approved' } }),
        call('POST', '/api/games.php', { form: gameForm(gameData()) }, service.tokens.moderator),
      ];
      const statuses = [];
      for (const refusal of refusals) statuses.push((await refusal).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 404, 404, 400, 409, 404, 403]);
    });
    expect(entries).toEqual([]);
  });
});

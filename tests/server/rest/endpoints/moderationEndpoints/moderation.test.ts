import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { dmcaNotice, gameRequest } from '../../../../support/submissions.ts';

/** SPEC 2.22, 2.23, 4 and 7: moderation of DMCA notices and game requests (baseline S15, S16, S25). */

const kinds = [
  {
    name: 'DMCA notices',
    submit: '/api/submit_dmca.php',
    payload: dmcaNotice,
    endpoint: '/api/dmca_notices.php',
    field: 'dmcaNotices',
    decisions: ['resolved', 'rejected'],
    wrong: ['approved', 'deleted', 'pending', ''],
    choice: 'Status must be resolved or rejected',
    notFound: 'DMCA notice not found',
    decided: /^Only a pending DMCA notice can be decided$/i,
  },
  {
    name: 'game requests',
    submit: '/api/submit_game_request.php',
    payload: gameRequest,
    endpoint: '/api/game_requests.php',
    field: 'gameRequests',
    decisions: ['approved', 'rejected'],
    wrong: ['resolved', 'deleted', 'pending', ''],
    choice: 'Status must be approved or rejected',
    notFound: 'Game request not found',
    decided: /^Only a pending game request can be decided$/i,
  },
] as const;

interface Item {
  id: number;
  status: string;
  updated_at: string;
}

describe.each(databaseKinds)('moderation on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  describe.each(kinds)('$name', (spec) => {
    async function submit(): Promise<number> {
      const answer = await service.request('POST', spec.submit, { json: spec.payload });
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    }
    async function list(token = service.tokens.admin): Promise<Item[]> {
      const answer = await service.request('GET', spec.endpoint, { token });
      expect(answer.status).toBe(200);
      return answer.body[spec.field] as Item[];
    }
    const decide = (json: unknown, token?: string) => service.request('PUT', spec.endpoint, { token, json });
    const statusOf = async (id: number) => (await list()).find((item) => item.id === id)?.status;

    test.each(['admin', 'moderator'] as const)(
      'GET answers {success, %s list} for an admin or moderator',
      async (role) => {
        const id = await submit();
        const answer = await service.request('GET', spec.endpoint, { token: service.tokens[role] });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true, [spec.field]: expect.any(Array) });
        expect(answer.body[spec.field]).toContainEqual(expect.objectContaining({ id, status: 'pending' }));
        expect(answer.headers.get('cache-control')).toContain('no-store');
      },
    );

    test.each(
      spec.decisions.flatMap((status) => [
        { status, role: 'admin' as const },
        { status, role: 'moderator' as const },
      ]),
    )(
      'PUT {id, status: $status} by a $role answers Status updated successfully',
      async ({ status, role }) => {
        const id = await submit();
        const answer = await decide({ id, status }, service.tokens[role]);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true, message: 'Status updated successfully' });
        expect(await statusOf(id)).toBe(status);
      },
    );

    test.each(spec.wrong)(
      'a status of %p answers 400 with the allowed choices and changes nothing',
      async (status) => {
        const id = await submit();
        const answer = await decide({ id, status }, service.tokens.admin);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe(spec.choice);
        expect(await statusOf(id)).toBe('pending');
      },
    );

    test('a missing status or a non-numeric id answers 400', async () => {
      const id = await submit();
      expect((await decide({ id }, service.tokens.admin)).body.error).toBe(spec.choice);
      const badId = await decide({ id: 'abc', status: spec.decisions[0] }, service.tokens.admin);
      expect(badId.status).toBe(400);
      expect((await decide([{ id, status: spec.decisions[0] }], service.tokens.admin)).status).toBe(400);
      expect(await statusOf(id)).toBe('pending');
    });

    test('deciding an already decided item answers 409 and keeps the first decision', async () => {
      const id = await submit();
      expect((await decide({ id, status: spec.decisions[0] }, service.tokens.admin)).status).toBe(200);
      const before = (await list()).find((item) => item.id === id);
      const again = await decide({ id, status: spec.decisions[1] }, service.tokens.moderator);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(spec.decided);
      expect((await list()).find((item) => item.id === id)).toEqual(before);
    });

    test('an unknown id answers 404', async () => {
      const answer = await decide({ id: 987_654, status: spec.decisions[0] }, service.tokens.admin);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: spec.notFound });
    });

    test('a user gets 403 and an anonymous caller 401, on GET and PUT; nothing changes (S15, S16)', async () => {
      const id = await submit();
      const before = await list();
      const forbidden = { error: 'You do not have permission to perform this action' };
      const unauthenticated = { error: 'Authentication required' };

      const userGet = await service.request('GET', spec.endpoint, { token: service.tokens.user });
      expect([userGet.status, userGet.body]).toEqual([403, forbidden]);
      const userPut = await decide({ id, status: spec.decisions[0] }, service.tokens.user);
      expect([userPut.status, userPut.body]).toEqual([403, forbidden]);

      const anonymousGet = await service.request('GET', spec.endpoint);
      expect([anonymousGet.status, anonymousGet.body]).toEqual([401, unauthenticated]);
      const anonymousPut = await decide({ id, status: spec.decisions[0] });
      expect([anonymousPut.status, anonymousPut.body]).toEqual([401, unauthenticated]);

      expect(await list()).toEqual(before);
    });

    test('a forged or expired-looking token answers 401 and changes nothing', async () => {
      const id = await submit();
      const [header, , signature] = service.tokens.moderator.split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 1, role: 'admin' })).toString('base64url')}.${signature}`;
      const answer = await decide({ id, status: spec.decisions[0] }, forged);
      expect(answer.status).toBe(401);
      expect(await statusOf(id)).toBe('pending');
    });
  });
});

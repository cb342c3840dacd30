import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { adminCredentials, moderatorCredentials, startTestService } from '../../../support/service.ts';

const auditLog = `query AuditLog($filter: AuditFilter, $offset: Int, $limit: Int) {
  auditLog(filter: $filter, offset: $offset, limit: $limit) {
    totalCount
    entries { id actorId actorEmail actorRole action targetType targetId targetLabel details { name value } ip createdAt }
    actors { id email }
  }
}`;
const updateUser = `mutation U($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { role } }`;
const createUser = `mutation C($input: UserCreateInput!) { createUser(input: $input) { id } }`;

/** The visitor, behind the one proxy the service trusts. */
const visitorIp = '198.51.100.23';

describe.each(databaseKinds)('GraphQL auditLog on %s', (kind) => {
  let service: TestService;
  let userId = '';
  beforeAll(async () => {
    service = await startTestService(kind, { env: { TRUST_PROXY: '1' } });
    const created = expectData(
      await gql(
        service,
        createUser,
        { input: { email: 'watched@example.com', password: 'Watched-Pass-4z', role: 'user' } },
        service.tokens.admin,
      ),
    );
    userId = created.createUser.id;
    const promote = { id: userId, input: { role: 'moderator' } };
    expectData(
      await gql(service, updateUser, promote, service.tokens.admin, { 'x-forwarded-for': visitorIp }),
    );
  });
  afterAll(() => service.stop());

  test('an admin reads the writes made through the API, newest first, in camelCase', async () => {
    const { auditLog: page } = expectData(await gql(service, auditLog, { limit: 2 }, service.tokens.admin));
    // The admin's and the moderator's sign-ins, three accounts made, one promoted.
    expect(page.totalCount).toBe(6);
    expect(page.entries).toEqual([
      {
        id: expect.any(String),
        actorId: expect.any(String),
        actorEmail: adminCredentials.email,
        actorRole: 'admin',
        action: 'user.update',
        targetType: 'user',
        targetId: userId,
        targetLabel: 'watched@example.com',
        details: [
          { name: 'changed', value: 'role' },
          { name: 'previous_role', value: 'user' },
          { name: 'role', value: 'moderator' },
        ],
        // The GraphQL layer names the visitor to the REST service, which records them, not itself.
        ip: visitorIp,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({
        action: 'user.create',
        targetId: userId,
        details: [{ name: 'role', value: 'user' }],
      }),
    ]);
    expect(page.actors).toEqual([
      { id: expect.any(String), email: adminCredentials.email },
      { id: expect.any(String), email: moderatorCredentials.email },
    ]);
  });

  test('filters by action and actor, and pages', async () => {
    const created = expectData(
      await gql(service, auditLog, { filter: { action: 'user.create' }, limit: 10 }, service.tokens.admin),
    ).auditLog;
    expect(created.totalCount).toBe(3);
    expect(created.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'user.create',
      'user.create',
      'user.create',
    ]);
    const adminId = created.actors[0].id;
    const second = expectData(
      await gql(
        service,
        auditLog,
        { filter: { actorId: adminId }, offset: 1, limit: 1 },
        service.tokens.admin,
      ),
    ).auditLog;
    expect(second.totalCount).toBe(5);
    expect(second.entries.map((entry: { action: string }) => entry.action)).toEqual(['user.create']);
  });

  test('an unknown action or a limit past 100 is BAD_USER_INPUT with the REST text', async () => {
    expectError(
      await gql(service, auditLog, { filter: { action: 'game.explode' } }, service.tokens.admin),
      'BAD_USER_INPUT',
    );
    expectError(
      await gql(service, auditLog, { limit: 101 }, service.tokens.admin),
      'BAD_USER_INPUT',
      'limit must be a whole number from 1 to 100',
    );
  });

  test('is refused to moderators and users (FORBIDDEN) and to anonymous callers (UNAUTHENTICATED)', async () => {
    const moderator = await service.login(moderatorCredentials);
    expectError(await gql(service, auditLog, {}, moderator), 'FORBIDDEN');
    expectError(await gql(service, auditLog, {}, service.tokens.user), 'FORBIDDEN');
    expectError(await gql(service, auditLog, {}), 'UNAUTHENTICATED');
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { mayOpen } from '../../../client/src/features/admin/consoleSections.ts';
import type { AccessArea, Role } from '../../../shared/access/roles.ts';
import { mayAccess, roles } from '../../../shared/access/roles.ts';
import { gql } from '../../support/graphql.ts';
import type { TestService } from '../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../support/service.ts';

const credentials = { admin: adminCredentials, moderator: moderatorCredentials, user: userCredentials };

/** How each layer answers one role for one area: allowed or refused. */
interface Probe {
  area: AccessArea;
  consolePaths: string[];
  rest: (service: TestService, token: string, role: Role) => Promise<boolean>;
  graphql: (service: TestService, token: string) => Promise<boolean>;
}

const refusedCodes = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);
const graphqlAllows = async (service: TestService, query: string, token: string) => {
  const answer = await gql(service, query, undefined, token);
  const code = answer.body?.errors?.[0]?.extensions?.code as string | undefined;
  return code === undefined || !refusedCodes.has(code);
};
const restAllows = async (
  service: TestService,
  method: string,
  path: string,
  token: string,
  json?: unknown,
) => {
  const { status } = await service.request(method, path, { token, json });
  expect(status).not.toBe(401);
  return status !== 403;
};

const probes: Probe[] = [
  {
    area: 'console',
    consolePaths: ['/admin'],
    // The console's REST door is the admin login.
    rest: async (service, _token, role) => {
      const answer = await service.request('POST', '/api/auth.php?action=login', {
        json: { ...credentials[role], isAdminLogin: true },
      });
      return answer.status === 200;
    },
    graphql: (service, token) => graphqlAllows(service, '{ dashboardStats { totalGames } }', token),
  },
  {
    area: 'moderation',
    consolePaths: ['/admin/dmca', '/admin/requests'],
    rest: async (service, token) =>
      (await restAllows(service, 'GET', '/api/dmca_notices.php', token)) &&
      (await restAllows(service, 'GET', '/api/game_requests.php', token)),
    graphql: (service, token) => graphqlAllows(service, '{ dmcaNotices { id } gameRequests { id } }', token),
  },
  {
    area: 'games',
    consolePaths: ['/admin/games', '/admin/addgame'],
    // An id that does not exist: allowed callers learn that (404), refused ones never get that far.
    rest: (service, token) => restAllows(service, 'DELETE', '/api/games.php?id=999999', token),
    graphql: (service, token) =>
      graphqlAllows(service, 'mutation { deleteGame(id: "999999") { message } }', token),
  },
  {
    area: 'users',
    consolePaths: ['/admin/users'],
    rest: (service, token) => restAllows(service, 'GET', '/api/users.php', token),
    graphql: (service, token) => graphqlAllows(service, '{ users { id } }', token),
  },
  {
    area: 'settings',
    consolePaths: ['/admin/settings'],
    // An invalid save: allowed callers are told what is wrong (400), refused ones never get that far.
    rest: (service, token) => restAllows(service, 'PUT', '/api/settings.php', token, { site_name: '' }),
    graphql: (service, token) =>
      graphqlAllows(
        service,
        `mutation { updateSiteSettings(input: { siteName: "", siteDescription: "", contactEmail: "a@b.example",
          maintenanceMode: false, sessionTimeoutMinutes: 45 }) { siteName } }`,
        token,
      ),
  },
  {
    area: 'audit',
    consolePaths: ['/admin/audit'],
    rest: (service, token) => restAllows(service, 'GET', '/api/audit_log.php', token),
    graphql: (service, token) => graphqlAllows(service, '{ auditLog { totalCount } }', token),
  },
];

describe('the role matrix agrees on the REST service, the GraphQL API and the console', () => {
  let service: TestService;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    service = await startTestService('sqlite');
    for (const role of roles) tokens[role] = await service.login(credentials[role]);
  });
  afterAll(() => service.stop());

  test.each(probes.map((probe) => [probe.area, probe] as const))('%s', async (_area, probe) => {
    for (const role of roles) {
      const expected = mayAccess(role, probe.area);
      const seen = {
        role,
        rest: await probe.rest(service, tokens[role], role),
        graphql: await probe.graphql(service, tokens[role]),
        console: probe.consolePaths.map((path) => mayOpen(role, path)),
      };
      expect(seen).toEqual({
        role,
        rest: expected,
        graphql: expected,
        console: probe.consolePaths.map(() => expected),
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import {
  catalogue,
  expectData,
  expectError,
  gql,
  seedCatalogue,
  titlesBy,
} from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../../support/service.ts';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const usersQuery = '{ users { id email role createdAt updatedAt } }';
const dmcaQuery = `{ dmcaNotices { id title contentUrl copyrightOwner company contactEmail description status
  createdAt updatedAt } }`;
const requestsQuery = `{ gameRequests { id gameTitle platform releaseYear requesterEmail additionalInfo status
  createdAt updatedAt } }`;
const statsQuery =
  '{ dashboardStats { totalGames totalDownloads totalStars totalViews totalRatings totalShares gamesAddedLast30Days topGames { title downloads } } }';

const notice = {
  title: 'Unlicensed copy of Nebula Drift',
  url: 'https://downloads.example.net/nebula-drift',
  company: '',
  name: 'Jane Holder',
  description: 'This page offers our commercial game without a licence.',
  email: 'legal@nebula.example',
};
const request = {
  game_title: 'OpenTTD',
  platform: 'PC',
  release_year: 2004,
  requester_email: 'fan@players.example',
  additional_info: 'The 14.0 release, please.',
};

describe.each(databaseKinds)('GraphQL admin queries on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
    await seedCatalogue(service);
    expect((await service.request('POST', '/api/submit_dmca.php', { json: notice })).status).toBe(201);
    expect((await service.request('POST', '/api/submit_game_request.php', { json: request })).status).toBe(
      201,
    );
  });
  afterAll(() => service.stop());

  test('users gives an admin every account with camelCase fields', async () => {
    const users = expectData(await gql(service, usersQuery, undefined, service.tokens.admin)).users;
    expect(users.map((user: { email: string }) => user.email).sort()).toEqual(
      [adminCredentials.email, moderatorCredentials.email, userCredentials.email].sort(),
    );
    for (const user of users) {
      expect(Object.keys(user)).toEqual(['id', 'email', 'role', 'createdAt', 'updatedAt']);
      expect(user.createdAt).toMatch(isoTime);
      expect(user.updatedAt).toMatch(isoTime);
    }
    expect(users.find((user: { email: string }) => user.email === moderatorCredentials.email).role).toBe(
      'moderator',
    );
  });

  test('users is refused to moderators and users, and to anonymous callers', async () => {
    for (const token of [service.tokens.moderator, service.tokens.user]) {
      const result = await gql(service, usersQuery, undefined, token);
      expectError(result, 'FORBIDDEN', 'You do not have permission to perform this action');
      expect(result.body.data).toBeNull();
    }
    expectError(await gql(service, usersQuery), 'UNAUTHENTICATED', 'Authentication required');
  });

  test('dmcaNotices and gameRequests give admins and moderators the submissions in camelCase', async () => {
    for (const token of [service.tokens.admin, service.tokens.moderator]) {
      const { dmcaNotices } = expectData(await gql(service, dmcaQuery, undefined, token));
      expect(dmcaNotices).toEqual([
        {
          id: expect.stringMatching(/^\d+$/),
          title: notice.title,
          contentUrl: notice.url,
          copyrightOwner: notice.name,
          company: '',
          contactEmail: notice.email,
          description: notice.description,
          status: 'pending',
          createdAt: expect.stringMatching(isoTime),
          updatedAt: expect.stringMatching(isoTime),
        },
      ]);
      const { gameRequests } = expectData(await gql(service, requestsQuery, undefined, token));
      expect(gameRequests).toEqual([
        {
          id: expect.stringMatching(/^\d+$/),
          gameTitle: request.game_title,
          platform: request.platform,
          releaseYear: request.release_year,
          requesterEmail: request.requester_email,
          additionalInfo: request.additional_info,
          status: 'pending',
          createdAt: expect.stringMatching(isoTime),
          updatedAt: expect.stringMatching(isoTime),
        },
      ]);
    }
  });

  test('dmcaNotices and gameRequests are refused to users and anonymous callers', async () => {
    for (const query of [dmcaQuery, requestsQuery]) {
      expectError(await gql(service, query, undefined, service.tokens.user), 'FORBIDDEN');
      expectError(await gql(service, query), 'UNAUTHENTICATED');
    }
  });

  test('dashboardStats sums every game and gives the top 5 by downloads', async () => {
    const stats = expectData(await gql(service, statsQuery, undefined, service.tokens.admin)).dashboardStats;
    const sum = (pick: (counters: (typeof catalogue)[number]['counters']) => number) =>
      catalogue.reduce((total, entry) => total + pick(entry.counters), 0);
    expect(stats).toMatchObject({
      totalGames: catalogue.length,
      totalDownloads: sum((counters) => counters.downloads),
      // Stars are the visitors' stars (none in this catalogue), not its ratings.
      totalStars: 0,
      totalShares: 0,
      totalRatings: sum((counters) => counters.totalRatings),
      totalViews: sum((counters) => counters.views),
      // The test catalogue was created just now.
      gamesAddedLast30Days: catalogue.length,
    });
    expect(stats.topGames.map((game: { title: string }) => game.title)).toEqual(
      titlesBy(catalogue, 'downloads').slice(0, 5),
    );
    expect(stats.topGames[0]).toEqual({ title: 'Hidden Vault', downloads: 1000 });
  });

  test('dashboardStats is FORBIDDEN for a user and UNAUTHENTICATED for an anonymous caller', async () => {
    const forbidden = await gql(service, statsQuery, undefined, service.tokens.user);
    expectError(forbidden, 'FORBIDDEN');
    expect(forbidden.body.data).toBeNull();
    const anonymous = await gql(service, statsQuery);
    expectError(anonymous, 'UNAUTHENTICATED', 'Authentication required');
    expect(anonymous.body.data).toBeNull();
  });
});

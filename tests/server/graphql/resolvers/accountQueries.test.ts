import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql, seedGame } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService, userCredentials } from '../../../support/service.ts';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

describe.each(databaseKinds)('GraphQL account queries on %s', (kind) => {
  let service: TestService;
  let gameId: string;
  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = await seedGame(service, {});
  });
  afterAll(() => service.stop());

  const asUser = (query: string, variables?: Record<string, unknown>) =>
    gql(service, query, variables, service.tokens.user);

  test('me is null for an anonymous caller and the profile when signed in', async () => {
    expect(expectData(await gql(service, '{ me { id email } }'))).toEqual({ me: null });
    const me = expectData(await asUser('{ me { id email role createdAt } }')).me;
    expect(me).toMatchObject({ email: userCredentials.email, role: 'user' });
    expect(me.id).toMatch(/^\d+$/);
    expect(me.createdAt).toMatch(isoTime);
    const admin = expectData(await gql(service, '{ me { role } }', undefined, service.tokens.admin)).me;
    expect(admin).toEqual({ role: 'admin' });
  });

  test('settings start on and follow updateSettings', async () => {
    const query = '{ settings { emailNotifications downloadNotifications } }';
    expect(expectData(await asUser(query)).settings).toEqual({
      emailNotifications: true,
      downloadNotifications: true,
    });
    const update = `mutation { updateSettings(input: { emailNotifications: false, downloadNotifications: true }) {
      emailNotifications downloadNotifications } }`;
    expect(expectData(await asUser(update)).updateSettings).toEqual({
      emailNotifications: false,
      downloadNotifications: true,
    });
    expect(expectData(await asUser(query)).settings).toEqual({
      emailNotifications: false,
      downloadNotifications: true,
    });
  });

  test('favorites lists a game after toggleFavorite, and is empty again after a second toggle', async () => {
    const query = '{ favorites { addedAt game { id slug title imageUrl } } }';
    const toggle = 'mutation T($id: ID!) { toggleFavorite(gameId: $id) { favorited } }';
    expect(expectData(await asUser(query)).favorites).toEqual([]);
    expectData(await asUser(toggle, { id: gameId }));
    const favorites = expectData(await asUser(query)).favorites;
    expect(favorites).toEqual([
      {
        addedAt: expect.stringMatching(isoTime),
        game: { id: gameId, slug: 'supertuxkart', title: 'SuperTuxKart', imageUrl: '' },
      },
    ]);
    expectData(await asUser(toggle, { id: gameId }));
    expect(expectData(await asUser(query)).favorites).toEqual([]);
  });

  test('downloads lists each recordDownload with the game version and size', async () => {
    const query = '{ downloads { id version size downloadedAt game { id slug title } } }';
    expect(expectData(await asUser(query)).downloads).toEqual([]);
    const record = 'mutation R($id: ID!) { recordDownload(gameId: $id) { message } }';
    expect(expectData(await asUser(record, { id: gameId })).recordDownload).toEqual({
      message: 'Download recorded',
    });
    const downloads = expectData(await asUser(query)).downloads;
    expect(downloads).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        version: '1.4',
        size: '700 MB',
        downloadedAt: expect.stringMatching(isoTime),
        game: { id: gameId, slug: 'supertuxkart', title: 'SuperTuxKart' },
      },
    ]);
  });

  test('the account queries need a signed-in caller', async () => {
    for (const query of [
      '{ settings { emailNotifications } }',
      '{ favorites { addedAt } }',
      '{ downloads { id } }',
    ]) {
      const result = await gql(service, query);
      expectError(result, 'UNAUTHENTICATED', 'Authentication required');
      expect(result.body.data).toBeNull();
    }
  });
});

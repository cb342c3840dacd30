import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { expectData, gql, seedGame } from '../../../../support/graphql.ts';
import type { TestService } from '../../../../support/service.ts';
import { adminCredentials, startTestService } from '../../../../support/service.ts';

const activityQuery = '{ users { email favoritesCount downloadsCount } }';
const favorite = 'mutation F($id: ID!) { toggleFavorite(gameId: $id) { favorited } }';
const download = 'mutation D($id: ID!) { recordDownload(gameId: $id) { message } }';
const updateUser = `mutation U($id: ID!, $input: UserUpdateInput!) {
  updateUser(id: $id, input: $input) { role favoritesCount downloadsCount } }`;
const createUser = `mutation C($input: UserCreateInput!) {
  createUser(input: $input) { favoritesCount downloadsCount } }`;

describe.each(databaseKinds)('GraphQL users activity counts on %s', (kind) => {
  let service: TestService;
  let games: string[];
  beforeAll(async () => {
    service = await startTestService(kind);
    games = [];
    for (const slug of ['first-game', 'second-game', 'third-game']) {
      games.push(await seedGame(service, { slug, title: slug }));
    }
  });
  afterAll(() => service.stop());
  const { newUser } = accountHelpers(() => service);

  const activityOf = async (email: string) => {
    const { users } = expectData(await gql(service, activityQuery, undefined, service.tokens.admin));
    return users.find((user: { email: string }) => user.email === email);
  };

  test("users counts each account's favorites and downloads, as the account makes them", async () => {
    const player = await newUser({ prefix: 'player' });
    const act = async (mutation: string, id: string | undefined) =>
      expectData(await gql(service, mutation, { id }, player.token));
    expect(await activityOf(player.email)).toEqual({
      email: player.email,
      favoritesCount: 0,
      downloadsCount: 0,
    });

    for (const id of games) await act(favorite, id);
    // A second toggle takes a favorite back.
    await act(favorite, games[2]);
    await act(download, games[0]);
    // The same game again on the same day counts once.
    await act(download, games[0]);
    await act(download, games[1]);
    await act(download, games[2]);

    expect(await activityOf(player.email)).toEqual({
      email: player.email,
      favoritesCount: 2,
      downloadsCount: 3,
    });
    expect(await activityOf(adminCredentials.email)).toMatchObject({ favoritesCount: 0, downloadsCount: 0 });

    const updated = expectData(
      await gql(
        service,
        updateUser,
        { id: String(player.id), input: { role: 'moderator' } },
        service.tokens.admin,
      ),
    ).updateUser;
    expect(updated).toEqual({ role: 'moderator', favoritesCount: 2, downloadsCount: 3 });
  });

  test('createUser answers a new account without activity', async () => {
    const input = { email: 'fresh-account@example.com', password: 'Fresh-Pass-42q' };
    const created = expectData(await gql(service, createUser, { input }, service.tokens.admin)).createUser;
    expect(created).toEqual({ favoritesCount: 0, downloadsCount: 0 });
  });
});

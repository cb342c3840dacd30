import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql, seedGame } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const deleteGame = 'mutation D($id: ID!) { deleteGame(id: $id) { message } }';
const deleteGames = 'mutation B($ids: [ID!]!) { deleteGames(ids: $ids) { deleted failed message } }';
const userFields = 'id email role createdAt updatedAt';
const createUser = `mutation C($input: UserCreateInput!) { createUser(input: $input) { ${userFields} } }`;
const updateUser = `mutation U($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { ${userFields} } }`;
const deleteUser = 'mutation X($id: ID!) { deleteUser(id: $id) { message } }';
const dmcaStatus =
  'mutation S($id: ID!, $status: DmcaStatus!) { updateDmcaStatus(id: $id, status: $status) { message } }';
const requestStatus = `mutation S($id: ID!, $status: GameRequestStatus!) {
  updateGameRequestStatus(id: $id, status: $status) { message } }`;

const password = 'Staff-Pass-64r';
const notice = {
  title: 'Unlicensed copy',
  url: 'https://downloads.example.net/copy',
  company: '',
  name: 'Jane Holder',
  description: 'This page offers our game without a licence.',
  email: 'legal@nebula.example',
};
const request = {
  game_title: 'OpenTTD',
  platform: 'PC',
  release_year: 2004,
  requester_email: 'fan@players.example',
};

describe.each(databaseKinds)('GraphQL admin mutations on %s', (kind) => {
  let service: TestService;
  let counter = 0;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const newGame = () => {
    counter += 1;
    return seedGame(service, { slug: `game-${counter}`, title: `Game ${counter}` });
  };
  const gameExists = async (id: string) => {
    const list = await service.request('GET', '/api/games.php', { token: service.tokens.admin });
    return list.body.some((game: { id: number }) => String(game.id) === id);
  };
  const submit = async (path: string, json: unknown) => {
    const answer = await service.request('POST', path, { json });
    expect(answer.status).toBe(201);
    return String(answer.body.id);
  };

  test('deleteGame deletes for an admin, is FORBIDDEN for a user and UNAUTHENTICATED anonymously', async () => {
    const id = await newGame();
    expectError(await gql(service, deleteGame, { id }, service.tokens.user), 'FORBIDDEN');
    expectError(await gql(service, deleteGame, { id }, service.tokens.moderator), 'FORBIDDEN');
    expectError(await gql(service, deleteGame, { id }), 'UNAUTHENTICATED', 'Authentication required');
    expect(await gameExists(id)).toBe(true);
    const deleted = await gql(service, deleteGame, { id }, service.tokens.admin);
    expect(expectData(deleted).deleteGame).toEqual({ message: 'Game deleted successfully' });
    expect(await gameExists(id)).toBe(false);
    expectError(await gql(service, deleteGame, { id }, service.tokens.admin), 'NOT_FOUND', 'Game not found');
  });

  test('deleteGames counts successes and failures with the SPEC messages', async () => {
    const admin = service.tokens.admin;
    const both = [await newGame(), await newGame()];
    expect(expectData(await gql(service, deleteGames, { ids: both }, admin)).deleteGames).toEqual({
      deleted: 2,
      failed: 0,
      message: 'Successfully deleted 2 games',
    });
    const mixed = [await newGame(), '999999', await newGame()];
    expect(expectData(await gql(service, deleteGames, { ids: mixed }, admin)).deleteGames).toEqual({
      deleted: 2,
      failed: 1,
      message: 'Failed to delete 1 games. 2 games were deleted successfully.',
    });
    expect(expectData(await gql(service, deleteGames, { ids: ['999998'] }, admin)).deleteGames).toEqual({
      deleted: 0,
      failed: 1,
      message: 'Failed to delete games',
    });
  });

  test('deleteGames is FORBIDDEN for a user and UNAUTHENTICATED anonymously; nothing is deleted', async () => {
    const id = await newGame();
    const asUser = await gql(service, deleteGames, { ids: [id] }, service.tokens.user);
    const anonymous = await gql(service, deleteGames, { ids: [id] });
    expect(await gameExists(id)).toBe(true);
    expectError(asUser, 'FORBIDDEN');
    expect(asUser.body.data).toBeNull();
    expectError(anonymous, 'UNAUTHENTICATED');
  });

  test('createUser sent twice with one idempotencyKey creates the account once', async () => {
    const keyed = `mutation K($input: UserCreateInput!, $key: String) { createUser(input: $input, idempotencyKey: $key) { ${userFields} } }`;
    const input = { email: 'keyed-user@example.com', password };
    const users = async () =>
      (await service.running.db.kysely.selectFrom('users').select('id').execute()).length;
    const before = await users();
    const first = expectData(
      await gql(service, keyed, { input, key: 'create-user-key' }, service.tokens.admin),
    );
    const again = expectData(
      await gql(service, keyed, { input, key: 'create-user-key' }, service.tokens.admin),
    );
    expect(again).toEqual(first);
    expect(await users()).toBe(before + 1);
  });

  test('createUser creates an account that can sign in; bad input gets field messages', async () => {
    const email = 'new-moderator@example.com';
    const created = expectData(
      await gql(service, createUser, { input: { email, password, role: 'moderator' } }, service.tokens.admin),
    ).createUser;
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email,
      role: 'moderator',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await service.login({ email, password })).toMatch(/^eyJ/);
    const defaulted = await gql(
      service,
      createUser,
      { input: { email: 'plain@example.com', password } },
      service.tokens.admin,
    );
    expect(expectData(defaulted).createUser.role).toBe('user');
    const taken = await gql(service, createUser, { input: { email, password } }, service.tokens.admin);
    expectError(taken, 'BAD_USER_INPUT', 'An account with this email already exists');
    const badRole = await gql(
      service,
      createUser,
      { input: { email: 'x@example.com', password, role: 'root' } },
      service.tokens.admin,
    );
    expect(expectError(badRole, 'BAD_USER_INPUT').extensions.fields).toEqual({
      role: 'Role must be user, moderator or admin',
    });
    for (const token of [service.tokens.user, service.tokens.moderator]) {
      expectError(
        await gql(service, createUser, { input: { email: 'y@example.com', password } }, token),
        'FORBIDDEN',
      );
    }
  });

  test('updateUser changes only the fields sent', async () => {
    const email = 'editable@example.com';
    const { id } = expectData(
      await gql(service, createUser, { input: { email, password } }, service.tokens.admin),
    ).createUser;
    const update = (input: Record<string, unknown>) =>
      gql(service, updateUser, { id, input }, service.tokens.admin);
    expect(expectData(await update({ role: 'moderator' })).updateUser).toMatchObject({
      id,
      email,
      role: 'moderator',
    });
    expect(await service.login({ email, password })).toMatch(/^eyJ/);
    const renamed = 'edited@example.com';
    expect(expectData(await update({ email: renamed, password: '' })).updateUser).toMatchObject({
      email: renamed,
      role: 'moderator',
    });
    expect(await service.login({ email: renamed, password })).toMatch(/^eyJ/);
    expect(expectData(await update({ password: 'Other-Pass-77t' })).updateUser.email).toBe(renamed);
    expect(await service.login({ email: renamed, password: 'Other-Pass-77t' })).toMatch(/^eyJ/);
    expectError(await update({}), 'BAD_USER_INPUT', 'No changes to update');
    expectError(
      await gql(service, updateUser, { id: '999999', input: { role: 'user' } }, service.tokens.admin),
      'NOT_FOUND',
    );
    expectError(
      await gql(service, updateUser, { id, input: { role: 'admin' } }, service.tokens.user),
      'FORBIDDEN',
    );
  });

  test('deleteUser deletes an account and ends its sessions; an admin cannot delete itself', async () => {
    const email = 'leaving@example.com';
    const { id } = expectData(
      await gql(service, createUser, { input: { email, password } }, service.tokens.admin),
    ).createUser;
    const token = await service.login({ email, password });
    expectError(await gql(service, deleteUser, { id }, service.tokens.user), 'FORBIDDEN');
    const deleted = await gql(service, deleteUser, { id }, service.tokens.admin);
    expect(expectData(deleted).deleteUser).toEqual({ message: 'User deleted successfully' });
    expectError(await gql(service, '{ me { email } }', undefined, token), 'UNAUTHENTICATED');
    expectError(await gql(service, deleteUser, { id }, service.tokens.admin), 'NOT_FOUND', 'User not found');
    const me = expectData(await gql(service, '{ me { id } }', undefined, service.tokens.admin)).me;
    const self = await gql(service, deleteUser, { id: me.id }, service.tokens.admin);
    expectError(self, 'BAD_USER_INPUT', 'You cannot delete your own account');
  });

  test('updateDmcaStatus decides a notice for admins and moderators, not for users', async () => {
    const [first, second] = [
      await submit('/api/submit_dmca.php', notice),
      await submit('/api/submit_dmca.php', notice),
    ];
    expectError(
      await gql(service, dmcaStatus, { id: first, status: 'resolved' }, service.tokens.user),
      'FORBIDDEN',
    );
    expectError(await gql(service, dmcaStatus, { id: first, status: 'resolved' }), 'UNAUTHENTICATED');
    const byAdmin = await gql(service, dmcaStatus, { id: first, status: 'resolved' }, service.tokens.admin);
    expect(expectData(byAdmin).updateDmcaStatus).toEqual({ message: 'Status updated successfully' });
    const byModerator = await gql(
      service,
      dmcaStatus,
      { id: second, status: 'rejected' },
      service.tokens.moderator,
    );
    expect(expectData(byModerator).updateDmcaStatus).toEqual({ message: 'Status updated successfully' });
    const list = expectData(
      await gql(service, '{ dmcaNotices { id status } }', undefined, service.tokens.admin),
    );
    expect(list.dmcaNotices).toEqual(
      expect.arrayContaining([
        { id: first, status: 'resolved' },
        { id: second, status: 'rejected' },
      ]),
    );
    const pending = await gql(service, dmcaStatus, { id: first, status: 'pending' }, service.tokens.admin);
    expectError(pending, 'BAD_USER_INPUT', 'Status must be resolved or rejected');
    expectError(
      await gql(service, dmcaStatus, { id: '999999', status: 'resolved' }, service.tokens.admin),
      'NOT_FOUND',
    );
  });

  test('updateGameRequestStatus decides a request for admins and moderators, not for users', async () => {
    const [first, second] = [
      await submit('/api/submit_game_request.php', request),
      await submit('/api/submit_game_request.php', request),
    ];
    const decide = (id: string, status: string, token?: string) =>
      gql(service, requestStatus, { id, status }, token);
    expectError(await decide(first, 'approved', service.tokens.user), 'FORBIDDEN');
    expectError(await decide(first, 'approved'), 'UNAUTHENTICATED');
    expect(expectData(await decide(first, 'approved', service.tokens.admin)).updateGameRequestStatus).toEqual(
      {
        message: 'Status updated successfully',
      },
    );
    expect(
      expectData(await decide(second, 'rejected', service.tokens.moderator)).updateGameRequestStatus,
    ).toEqual({
      message: 'Status updated successfully',
    });
    const list = expectData(
      await gql(service, '{ gameRequests { id status } }', undefined, service.tokens.moderator),
    );
    expect(list.gameRequests).toEqual(
      expect.arrayContaining([
        { id: first, status: 'approved' },
        { id: second, status: 'rejected' },
      ]),
    );
    expectError(
      await decide(first, 'rejected', service.tokens.admin),
      'BAD_USER_INPUT',
      'Only a pending game request can be decided',
    );
  });
});

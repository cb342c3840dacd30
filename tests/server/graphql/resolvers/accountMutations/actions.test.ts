import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import { expectData, expectError, gql, seedGame } from '../../../../support/graphql.ts';
import type { TestService } from '../../../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../../../support/service.ts';

const session = 'token user { id email role }';
const loginMutation = `mutation L($input: LoginInput!) { login(input: $input) { ${session} } }`;
const adminLoginMutation = `mutation A($input: LoginInput!) { adminLogin(input: $input) { ${session} } }`;
const registerMutation = `mutation R($input: RegisterInput!) { register(input: $input) { ${session} } }`;
const passwordMutation = `mutation P($current: String!, $next: String!) {
  updatePassword(currentPassword: $current, newPassword: $next) { message token } }`;

const password = 'Fresh-Pass-42q';
describe.each(databaseKinds)('GraphQL account mutations on %s', (kind) => {
  let service: TestService;
  let gameId: string;
  let counter = 0;
  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = await seedGame(service, {});
  });
  afterAll(() => service.stop());

  /** Registers a fresh account through GraphQL and returns its session. */
  async function register() {
    counter += 1;
    const email = `player-${counter}@example.com`;
    const data = expectData(await gql(service, registerMutation, { input: { email, password } })).register;
    return { email, token: data.token as string, id: data.user.id as string };
  }
  const me = (token: string) => gql(service, '{ me { email } }', undefined, token);

  test('login answers a session whose token signs the caller in', async () => {
    const data = expectData(await gql(service, loginMutation, { input: userCredentials })).login;
    expect(data.user).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email: userCredentials.email,
      role: 'user',
    });
    expect(expectData(await me(data.token)).me).toEqual({ email: userCredentials.email });
    const wrong = await gql(service, loginMutation, {
      input: { ...userCredentials, password: 'Wrong-Pass-11' },
    });
    expectError(wrong, 'UNAUTHENTICATED', 'Invalid email or password');
    expect(wrong.body.data).toBeNull();
  });

  test('register answers a user session, and refuses a weak password or a bad email with field messages', async () => {
    const fresh = await register();
    expect(expectData(await me(fresh.token)).me).toEqual({ email: fresh.email });
    const weak = await gql(service, registerMutation, {
      input: { email: 'weak@example.com', password: 'weakpass' },
    });
    const composition =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
    expect(expectError(weak, 'BAD_USER_INPUT', composition).extensions.fields).toEqual({
      password: composition,
    });
    const badEmail = await gql(service, registerMutation, { input: { email: 'not-an-email', password } });
    expect(expectError(badEmail, 'BAD_USER_INPUT').extensions.fields).toEqual({
      email: 'Invalid email address',
    });
    const taken = await gql(service, registerMutation, { input: { email: fresh.email, password } });
    expectError(taken, 'BAD_USER_INPUT', 'An account with this email already exists');
  });

  test('adminLogin refuses a user with FORBIDDEN and signs an admin or a moderator in', async () => {
    const refused = await gql(service, adminLoginMutation, { input: userCredentials });
    expectError(refused, 'FORBIDDEN', 'Access denied. Only administrators can access this area.');
    expect(refused.body.data).toBeNull();
    expect(JSON.stringify(refused.body)).not.toMatch(/eyJ/);
    const admin = expectData(await gql(service, adminLoginMutation, { input: adminCredentials })).adminLogin;
    expect(admin.user).toMatchObject({ email: adminCredentials.email, role: 'admin' });
    expect(admin.token).toMatch(/^eyJ/);
    const moderator = expectData(
      await gql(service, adminLoginMutation, { input: moderatorCredentials }),
    ).adminLogin;
    expect(moderator.user).toMatchObject({ email: moderatorCredentials.email, role: 'moderator' });
  });

  test('updateProfile changes the email and answers the profile', async () => {
    const fresh = await register();
    const email = `renamed-${counter}@example.com`;
    const update = `mutation U($email: String!, $current: String!) {
      updateProfile(email: $email, currentPassword: $current) { id email role } }`;
    const profile = expectData(
      await gql(service, update, { email, current: password }, fresh.token),
    ).updateProfile;
    expect(profile).toEqual({ id: fresh.id, email, role: 'user' });
    const bad = await gql(service, update, { email: 'nope', current: password }, fresh.token);
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.fields).toEqual({ email: 'Invalid email address' });
    expectError(await gql(service, update, { email, current: password }), 'UNAUTHENTICATED');
  });

  test('updatePassword answers a fresh token and ends the old session', async () => {
    const fresh = await register();
    const wrong = await gql(
      service,
      passwordMutation,
      { current: 'Not-It-123', next: 'Newer-Pass-55' },
      fresh.token,
    );
    expect(expectError(wrong, 'BAD_USER_INPUT', 'Current password is incorrect').extensions.fields).toEqual({
      currentPassword: 'Current password is incorrect',
    });
    const changed = await gql(
      service,
      passwordMutation,
      { current: password, next: 'Newer-Pass-55' },
      fresh.token,
    );
    const result = expectData(changed).updatePassword;
    expect(result.message).toBe('Password updated successfully');
    expect(result.token).not.toBe(fresh.token);
    expect(expectData(await me(result.token)).me).toEqual({ email: fresh.email });
    expectError(await me(fresh.token), 'UNAUTHENTICATED');
    const relogin = await gql(service, loginMutation, {
      input: { email: fresh.email, password: 'Newer-Pass-55' },
    });
    expect(expectData(relogin).login.user.email).toBe(fresh.email);
  });

  test('toggleFavorite toggles with its message; recordDownload records; both need a known game', async () => {
    // recordDownload counts anonymous visitors too (issue 32): see tests/server/graphql/community.
    const fresh = await register();
    const toggle = 'mutation T($id: ID!) { toggleFavorite(gameId: $id) { message favorited } }';
    const record = 'mutation R($id: ID!) { recordDownload(gameId: $id) { message } }';
    const toggled = async () =>
      expectData(await gql(service, toggle, { id: gameId }, fresh.token)).toggleFavorite;
    expect(await toggled()).toEqual({ message: 'Added to favorites', favorited: true });
    expect(await toggled()).toEqual({ message: 'Removed from favorites', favorited: false });
    expect(await toggled()).toEqual({ message: 'Added to favorites', favorited: true });
    expect(expectData(await gql(service, record, { id: gameId }, fresh.token)).recordDownload).toMatchObject({
      message: 'Download recorded',
    });
    expectError(await gql(service, toggle, { id: '999999' }, fresh.token), 'NOT_FOUND', 'Game not found');
    expectError(await gql(service, record, { id: '999999' }, fresh.token), 'NOT_FOUND', 'Game not found');
    expectError(await gql(service, toggle, { id: gameId }), 'UNAUTHENTICATED');
  });
});

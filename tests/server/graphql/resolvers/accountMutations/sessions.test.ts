import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../../support/graphql.ts';
import type { TestService } from '../../../../support/service.ts';
import { adminCredentials, startTestService } from '../../../../support/service.ts';

const meQuery = '{ me { id email role } }';
const logoutMutation = 'mutation { logout { message } }';
const everywhereMutation = 'mutation { signOutEverywhere { message } }';
const deleteMutation = 'mutation D($password: String!) { deleteAccount(password: $password) { message } }';
const updateMutation = `mutation U($email: String!, $current: String!) {
  updateProfile(email: $email, currentPassword: $current) { email } }`;
const loginMutation = 'mutation L($input: LoginInput!) { login(input: $input) { token } }';

/**
 * Through GraphQL, with profiles cached for a minute: a caller signed out or deleted must not keep
 * being served from the cache.
 */
describe.each(databaseKinds)('GraphQL sign-out and account deletion on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { env: { PROFILE_CACHE_MS: '60000' } });
  });
  afterAll(() => service.stop());

  const { newUser } = accountHelpers(() => service);
  const me = (token?: string) => gql(service, meQuery, undefined, token);
  /** Asks `me` so that the layer caches the caller's profile, and checks who it is. */
  async function cachedMe(token: string, email: string) {
    expect(expectData(await me(token)).me).toMatchObject({ email });
  }
  const signIn = (email: string, password: string) =>
    gql(service, loginMutation, { input: { email, password } });
  /** A fresh user signed in on two devices, both profiles cached by the layer. */
  async function onTwoDevices(prefix: string) {
    const user = await newUser({ prefix });
    const otherDevice = await service.login({ email: user.email, password: user.password });
    await cachedMe(user.token, user.email);
    await cachedMe(otherDevice, user.email);
    return { ...user, otherDevice };
  }

  test("logout ends the caller's token at once; their other session goes on", async () => {
    const { otherDevice, ...user } = await onTwoDevices('graph-leaving');

    expect(expectData(await gql(service, logoutMutation, undefined, user.token))).toEqual({
      logout: { message: messages.session.loggedOut },
    });
    expectError(await me(user.token), 'UNAUTHENTICATED');
    expectError(await gql(service, logoutMutation, undefined, user.token), 'UNAUTHENTICATED');
    await cachedMe(otherDevice, user.email);
  });

  test('logout without a token is UNAUTHENTICATED', async () => {
    expectError(await gql(service, logoutMutation), 'UNAUTHENTICATED', messages.authenticationRequired);
  });

  test("signOutEverywhere ends every cached session of the account, and no one else's", async () => {
    const user = await newUser({ prefix: 'graph-everywhere' });
    const cachedDevice = await service.login({ email: user.email, password: user.password });
    const stranger = await newUser({ prefix: 'graph-bystander' });
    // Only the other device's profile is cached: the caller's own token was never asked about.
    await cachedMe(cachedDevice, user.email);
    await cachedMe(stranger.token, stranger.email);

    expect(expectData(await gql(service, everywhereMutation, undefined, user.token))).toEqual({
      signOutEverywhere: { message: messages.session.signedOutEverywhere },
    });
    expectError(await me(user.token), 'UNAUTHENTICATED');
    expectError(await me(cachedDevice), 'UNAUTHENTICATED');
    await cachedMe(stranger.token, stranger.email);
  });

  test('updateProfile needs the current password', async () => {
    const user = await newUser({ prefix: 'graph-moving' });
    const moved = `moved-${user.email}`;
    const wrong = await gql(
      service,
      updateMutation,
      { email: moved, current: 'Not-The-Pass-1x' },
      user.token,
    );
    const error = expectError(wrong, 'BAD_USER_INPUT', messages.currentPasswordIncorrect);
    expect(error.extensions.fields).toEqual({ currentPassword: messages.currentPasswordIncorrect });
    const empty = await gql(service, updateMutation, { email: moved, current: '' }, user.token);
    expect(expectError(empty, 'BAD_USER_INPUT').extensions.fields).toEqual({
      currentPassword: messages.currentPasswordRequired,
    });
    await cachedMe(user.token, user.email);

    const right = await gql(service, updateMutation, { email: moved, current: user.password }, user.token);
    expect(expectData(right)).toEqual({ updateProfile: { email: moved } });
    await cachedMe(user.token, moved);
  });

  test('deleteAccount refuses a wrong password with the field, and the last admin', async () => {
    const user = await newUser({ prefix: 'graph-staying' });
    const wrong = await gql(service, deleteMutation, { password: 'Not-The-Pass-1x' }, user.token);
    const error = expectError(wrong, 'BAD_USER_INPUT', messages.passwordIncorrect);
    expect(error.extensions.fields).toEqual({ password: messages.passwordIncorrect });
    await cachedMe(user.token, user.email);

    const lastAdmin = await gql(
      service,
      deleteMutation,
      { password: adminCredentials.password },
      service.tokens.admin,
    );
    expect(
      expectError(lastAdmin, 'BAD_USER_INPUT', messages.user.lastAdmin).extensions.fields,
    ).toBeUndefined();
    await cachedMe(service.tokens.admin, adminCredentials.email);
    expectError(await gql(service, deleteMutation, { password: 'Whatever-1a' }), 'UNAUTHENTICATED');
  });

  test('deleteAccount deletes the caller: no cached session of theirs answers, and they cannot sign in', async () => {
    const { otherDevice, ...user } = await onTwoDevices('graph-deleting');

    expect(expectData(await gql(service, deleteMutation, { password: user.password }, user.token))).toEqual({
      deleteAccount: { message: messages.accountDeleted },
    });
    expectError(await me(user.token), 'UNAUTHENTICATED');
    expectError(await me(otherDevice), 'UNAUTHENTICATED');
    expectError(await signIn(user.email, user.password), 'UNAUTHENTICATED', messages.invalidCredentials);
  });
});

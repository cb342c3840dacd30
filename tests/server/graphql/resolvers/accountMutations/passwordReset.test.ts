import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../../support/graphql.ts';
import { latestResetMail, mailSettled, outbox } from '../../../../support/mail.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const requestMutation = `mutation Forgot($email: String!) {
  requestPasswordReset(email: $email) { message } }`;
const resetMutation = `mutation Reset($input: ResetPasswordInput!) {
  resetPassword(input: $input) { message } }`;
const loginMutation = `mutation L($input: LoginInput!) { login(input: $input) { token } }`;
const newPassword = 'Graph-Reset-Pass-5';

describe.each(databaseKinds)('GraphQL password reset on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const { createUser } = accountHelpers(() => service);
  const requestReset = (email: string) => gql(service, requestMutation, { email });
  const resetPassword = (token: string, password: string) =>
    gql(service, resetMutation, { input: { token, password } });

  async function emailedToken(email: string): Promise<string> {
    expectData(await requestReset(email));
    await mailSettled(service);
    return (await latestResetMail(service, email)).token;
  }

  test('requestPasswordReset answers the same for a known and an unknown email', async () => {
    const user = await createUser({ prefix: 'graph-known' });
    const before = (await outbox(service)).length;
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('graph-nobody'));
    expect(expectData(known)).toEqual({
      requestPasswordReset: { message: messages.passwordReset.requested },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mailSettled(service);
    expect((await outbox(service)).slice(before).map((mail) => mail.to)).toEqual([[user.email]]);
  });

  test('requestPasswordReset refuses a malformed email with BAD_USER_INPUT and the field', async () => {
    const error = expectError(await requestReset('not-an-email'), 'BAD_USER_INPUT', messages.emailInvalid);
    expect(error.extensions.fields).toEqual({ email: messages.emailInvalid });
  });

  test('resetPassword refuses a weak password with BAD_USER_INPUT and the password field', async () => {
    const user = await createUser({ prefix: 'graph-weak' });
    const token = await emailedToken(user.email);
    for (const [password, message] of [
      ['weakpass', messages.passwordComposition],
      ['Password1', messages.passwordTooCommon],
    ] as const) {
      const error = expectError(await resetPassword(token, password), 'BAD_USER_INPUT', message);
      expect(error.extensions.fields).toEqual({ password: message });
    }
  });

  test('resetPassword refuses an unknown token with the invalid-link message', async () => {
    const answer = await resetPassword('C'.repeat(43), newPassword);
    const error = expectError(answer, 'BAD_USER_INPUT', messages.passwordReset.invalidLink);
    expect(error.extensions.fields).toBeUndefined();
    expect(answer.body.data).toBeNull();
  });

  test('resetPassword with the emailed token sets the password; the new one signs in, the link is spent', async () => {
    const user = await createUser({ prefix: 'graph-reset' });
    const token = await emailedToken(user.email);
    expect(expectData(await resetPassword(token, newPassword))).toEqual({
      resetPassword: { message: messages.passwordReset.done },
    });
    const session = expectData(
      await gql(service, loginMutation, { input: { email: user.email, password: newPassword } }),
    );
    expect(session.login.token).toEqual(expect.any(String));
    const old = await gql(service, loginMutation, { input: { email: user.email, password: user.password } });
    expectError(old, 'UNAUTHENTICATED', 'Invalid email or password');
    expectError(
      await resetPassword(token, 'Second-Try-Pass-6'),
      'BAD_USER_INPUT',
      messages.passwordReset.invalidLink,
    );
  });
});

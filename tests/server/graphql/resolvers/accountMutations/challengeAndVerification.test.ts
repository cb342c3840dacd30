import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { solved } from '../../../../support/challenges.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../../support/graphql.ts';
import { latestVerificationMail, mailSettled } from '../../../../support/mail.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const session = 'token user { id email role }';
const loginMutation = `mutation L($input: LoginInput!) { login(input: $input) { ${session} } }`;
const registerMutation = `mutation R($input: RegisterInput!) { register(input: $input) { ${session} } }`;
const verifyMutation = 'mutation V($token: String!) { verifyEmail(token: $token) { message } }';
const resendMutation = 'mutation { resendVerificationEmail { message } }';
const password = 'Fresh-Pass-42q';

describe.each(databaseKinds)('GraphQL challenges and email verification on %s', (kind) => {
  let service: TestService;
  let counter = 0;
  beforeAll(async () => {
    service = await startTestService(kind, {
      limits: { anonymousHashingPerMinute: 1, challengeCost: 10, challengeMaxTries: 20 },
    });
  });
  afterAll(() => service.stop());

  const nextEmail = () => `verify-${++counter}@example.com`;
  const emailVerified = async (token: string) =>
    expectData(await gql(service, '{ me { emailVerified } }', undefined, token)).me.emailVerified as boolean;

  test('past the budget register and login answer CHALLENGE_REQUIRED with the challenge, and pass with it solved', async () => {
    expectData(await gql(service, registerMutation, { input: { email: nextEmail(), password } }));

    const asked = expectError(
      await gql(service, registerMutation, { input: { email: nextEmail(), password } }),
      'CHALLENGE_REQUIRED',
      messages.challenge.required,
    );
    expect(asked.extensions.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const email = nextEmail();
    const registered = expectData(
      await gql(service, registerMutation, {
        input: { email, password, altcha: await solved(asked.extensions.challenge) },
      }),
    ).register;
    expect(registered.user.email).toBe(email);

    const unknown = { email: nextEmail(), password };
    const loginAsked = expectError(
      await gql(service, loginMutation, { input: unknown }),
      'CHALLENGE_REQUIRED',
    );
    const altcha = await solved(loginAsked.extensions.challenge);
    expectError(await gql(service, loginMutation, { input: { ...unknown, altcha } }), 'UNAUTHENTICATED');
    expectError(await gql(service, loginMutation, { input: { ...unknown, altcha } }), 'CHALLENGE_REQUIRED');

    // The account's own sign-in is never asked.
    expectData(await gql(service, loginMutation, { input: { email, password } }));
  });

  test('me says whether the address is verified; verifyEmail proves it at once, and resend is then refused', async () => {
    const email = nextEmail();
    const asked = await gql(service, registerMutation, { input: { email, password } });
    const challenge = asked.body.errors?.[0]?.extensions?.challenge;
    const input = challenge ? { email, password, altcha: await solved(challenge) } : { email, password };
    const { token } = expectData(
      challenge ? await gql(service, registerMutation, { input }) : asked,
    ).register;
    expect(await emailVerified(token)).toBe(false);

    expect(expectData(await gql(service, resendMutation, undefined, token)).resendVerificationEmail).toEqual({
      message: messages.emailVerification.sent,
    });
    await mailSettled(service);
    const mail = await latestVerificationMail(service, email);
    expect(expectData(await gql(service, verifyMutation, { token: mail.token })).verifyEmail).toEqual({
      message: messages.emailVerification.done,
    });
    expect(await emailVerified(token)).toBe(true);

    expectError(
      await gql(service, verifyMutation, { token: mail.token }),
      'BAD_USER_INPUT',
      messages.emailVerification.invalidLink,
    );
    expectError(
      await gql(service, resendMutation, undefined, token),
      'BAD_USER_INPUT',
      messages.emailVerification.alreadyVerified,
    );
    expectError(await gql(service, resendMutation), 'UNAUTHENTICATED');
  });
});

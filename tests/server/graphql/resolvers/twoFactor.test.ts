import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { fakeDate } from '../../../support/fakeDate.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { authenticatorCode, nextAuthenticatorCode } from '../../../support/twoFactor.ts';

const status = '{ twoFactorStatus { enabled recoveryCodesLeft required } }';
const setup = 'mutation { startTwoFactorSetup { manualKey otpauthUri qrCode } }';
const enable = 'mutation Enable($code: String!) { enableTwoFactor(code: $code) { message codes } }';
const login = `mutation Login($input: LoginInput!) {
  login(input: $input) { token user { id email role } twoFactorChallenge }
}`;
const adminLogin = `mutation AdminLogin($input: LoginInput!) {
  adminLogin(input: $input) { token twoFactorChallenge }
}`;
const complete = `mutation Complete($input: TwoFactorSignInInput!) {
  completeTwoFactorSignIn(input: $input) { token user { email role } }
}`;
const regenerate = 'mutation Renew($code: String!) { regenerateRecoveryCodes(code: $code) { codes } }';
const disable = `mutation Off($password: String!, $code: String!) {
  disableTwoFactor(password: $password, code: $code) { message }
}`;

describe.each(databaseKinds)('GraphQL two-factor sign-in on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
    fakeDate(Date.now());
  });
  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });
  const { newUser } = accountHelpers(() => service);

  async function enrolled() {
    const user = await newUser();
    const { manualKey, otpauthUri, qrCode } = expectData(
      await gql(service, setup, {}, user.token),
    ).startTwoFactorSetup;
    expect(otpauthUri).toContain(`secret=${manualKey}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const turnedOn = expectData(
      await gql(service, enable, { code: await authenticatorCode(manualKey) }, user.token),
    ).enableTwoFactor;
    expect(turnedOn).toEqual({ message: messages.twoFactor.enabled, codes: expect.any(Array) });
    return { ...user, secret: manualKey as string, codes: turnedOn.codes as string[] };
  }

  test('enrolment: status, setup with a QR code, the first code, ten recovery codes', async () => {
    const user = await newUser();
    expect(expectData(await gql(service, status, {}, user.token)).twoFactorStatus).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const done = await enrolled();
    expect(done.codes).toHaveLength(10);
    expect(expectData(await gql(service, status, {}, done.token)).twoFactorStatus).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expectError(await gql(service, setup), 'UNAUTHENTICATED');
  });

  test('login answers a challenge only; the challenge with a code answers the session, once', async () => {
    const user = await enrolled();
    const first = expectData(
      await gql(service, login, { input: { email: user.email, password: user.password } }),
    ).login;
    expect(first).toEqual({ token: null, user: null, twoFactorChallenge: expect.any(String) });
    const code = await nextAuthenticatorCode(user.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = expectError(
      await gql(service, complete, { input: { challenge: first.twoFactorChallenge, code: wrong } }),
      'BAD_USER_INPUT',
      messages.twoFactor.codeInvalid,
    );
    expect(refused.extensions.fields).toEqual({ code: messages.twoFactor.codeInvalid });
    const session = expectData(
      await gql(service, complete, { input: { challenge: first.twoFactorChallenge, code } }),
    ).completeTwoFactorSignIn;
    expect(session).toEqual({ token: expect.any(String), user: { email: user.email, role: 'user' } });
    expect(expectData(await gql(service, '{ me { email } }', {}, session.token)).me.email).toBe(user.email);
    expectError(
      await gql(service, complete, { input: { challenge: 'not-a-challenge', code } }),
      'UNAUTHENTICATED',
      messages.twoFactor.challengeExpired,
    );
  });

  test('a recovery code signs in once; new codes need a code; turning off needs the password', async () => {
    const user = await enrolled();
    const challenge = async () =>
      expectData(await gql(service, login, { input: { email: user.email, password: user.password } })).login
        .twoFactorChallenge as string;
    const [recovery] = user.codes;
    const byRecovery = await gql(service, complete, {
      input: { challenge: await challenge(), code: recovery },
    });
    expect(expectData(byRecovery).completeTwoFactorSignIn.token).toEqual(expect.any(String));
    expectError(
      await gql(service, complete, { input: { challenge: await challenge(), code: recovery } }),
      'BAD_USER_INPUT',
    );
    const renewed = expectData(
      await gql(service, regenerate, { code: await nextAuthenticatorCode(user.secret) }, user.token),
    ).regenerateRecoveryCodes;
    expect(renewed.codes).toHaveLength(10);
    expectError(
      await gql(service, disable, { password: 'Wrong-Pass-11a', code: renewed.codes[0] }, user.token),
      'BAD_USER_INPUT',
      messages.passwordIncorrect,
    );
    const off = await gql(
      service,
      disable,
      { password: user.password, code: await nextAuthenticatorCode(user.secret) },
      user.token,
    );
    expect(expectData(off).disableTwoFactor.message).toBe(messages.twoFactor.disabled);
    const plain = expectData(
      await gql(service, login, { input: { email: user.email, password: user.password } }),
    );
    expect(plain.login.token).toEqual(expect.any(String));
  });

  test('with the setting on, staff without a second factor are refused console data until they enrol', async () => {
    const admin = service.tokens.admin;
    const { manualKey } = expectData(await gql(service, setup, {}, admin)).startTwoFactorSetup;
    expectData(await gql(service, enable, { code: await nextAuthenticatorCode(manualKey) }, admin));
    const save = `mutation { updateSiteSettings(input: { siteName: "Gamevault", siteDescription: "", contactEmail: "contact@gamevault.example", maintenanceMode: false, sessionTimeoutMinutes: 120, twoFactorEnabled: true }) { twoFactorEnabled } }`;
    expect(expectData(await gql(service, save, {}, admin)).updateSiteSettings.twoFactorEnabled).toBe(true);

    const moderator = await service.login({ email: 'mod@test.example', password: 'Moder-Pass-82y' });
    expectError(
      await gql(service, '{ dmcaNotices { id } }', {}, moderator),
      'FORBIDDEN',
      messages.twoFactor.requiredForStaff,
    );
    expectError(
      await gql(service, '{ dashboardStats { totalGames } }', {}, moderator),
      'FORBIDDEN',
      messages.twoFactor.requiredForStaff,
    );
    expect(expectData(await gql(service, status, {}, moderator)).twoFactorStatus.required).toBe(true);

    const console = expectData(
      await gql(service, adminLogin, { input: { email: 'admin@test.example', password: 'Admin-Pass-91x' } }),
    ).adminLogin;
    expect(console.token).toBeNull();
    const session = await gql(service, complete, {
      input: { challenge: console.twoFactorChallenge, code: await nextAuthenticatorCode(manualKey) },
    });
    const token = expectData(session).completeTwoFactorSignIn.token as string;
    expect(expectData(await gql(service, '{ users { email } }', {}, token)).users.length).toBeGreaterThan(0);
  });
});

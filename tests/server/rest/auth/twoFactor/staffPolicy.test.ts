import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { defaultSiteSettings, toWireSettings } from '../../../../../shared/settings/siteSettings.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { fakeDate } from '../../../../support/fakeDate.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { enrolTwoFactor, nextAuthenticatorCode, signInWithCode } from '../../../../support/twoFactor.ts';

describe.each(databaseKinds)("the console's Two-Factor setting on %s", (kind) => {
  let service: TestService;
  let adminSecret: string;
  beforeAll(async () => {
    service = await startTestService(kind);
    fakeDate(Date.now());
  });
  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });

  const { newUser } = accountHelpers(() => service);
  const saveSettings = (token: string, twoFactor: boolean) =>
    service.request('PUT', '/api/settings.php', {
      token,
      json: { ...toWireSettings(defaultSiteSettings), two_factor_enabled: twoFactor },
    });

  test('an admin without two-factor sign-in cannot require it of staff', async () => {
    const answer = await saveSettings(service.tokens.admin, true);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      two_factor_enabled: messages.siteSettings.enrolBeforeRequiringTwoFactor,
    });
  });

  test('once on, staff without a second factor are refused staff work with a clear text, but may enrol', async () => {
    adminSecret = (await enrolTwoFactor(service.request, service.tokens.admin)).secret;
    const saved = await saveSettings(service.tokens.admin, true);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.two_factor_enabled).toBe(true);
    expect((await service.request('GET', '/api/settings.php')).body.settings.two_factor_enabled).toBe(true);

    const moderator = service.tokens.moderator;
    const refused = await service.request('GET', '/api/dmca_notices.php', { token: moderator });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: messages.twoFactor.requiredForStaff });
    const profile = await service.request('GET', '/api/account.php?action=profile', { token: moderator });
    expect(profile.body).toMatchObject({ role: 'moderator', two_factor_missing: true });
    const status = await service.request('GET', '/api/two_factor.php?action=status', { token: moderator });
    expect(status.body).toEqual({ enabled: false, recovery_codes_left: 0, required: true });

    await enrolTwoFactor(service.request, moderator);
    expect((await service.request('GET', '/api/dmca_notices.php', { token: moderator })).status).toBe(200);
  });

  test('a new staff account signs in with its password alone, and is refused until it enrols', async () => {
    const staff = await newUser({ role: 'admin', prefix: 'staff' });
    const users = await service.request('GET', '/api/users.php', { token: staff.token });
    expect(users.status).toBe(403);
    expect(users.body.error).toBe(messages.twoFactor.requiredForStaff);
    // Users are not staff: the setting asks nothing of them.
    const user = await newUser();
    const status = await service.request('GET', '/api/two_factor.php?action=status', { token: user.token });
    expect(status.body.required).toBe(false);
  });

  test('an enrolled admin signs in to the console with a code, recorded as a console sign-in', async () => {
    const answer = await signInWithCode(
      service.request,
      { email: 'admin@test.example', password: 'Admin-Pass-91x', isAdminLogin: true },
      await nextAuthenticatorCode(adminSecret),
    );
    expect(answer.status).toBe(200);
    expect((await service.request('GET', '/api/users.php', { token: answer.body.token })).status).toBe(200);
    const log = await service.request('GET', '/api/audit_log.php?limit=2', { token: answer.body.token });
    expect(log.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'console.login',
      'two_factor.login',
    ]);
  });

  test('turned off, staff without a second factor work again; a save without the field keeps it', async () => {
    const staff = await newUser({ role: 'moderator', prefix: 'mod' });
    const { two_factor_enabled: _left, ...withoutTwoFactor } = toWireSettings(defaultSiteSettings);
    const kept = await service.request('PUT', '/api/settings.php', {
      token: service.tokens.admin,
      json: withoutTwoFactor,
    });
    expect(kept.body.settings.two_factor_enabled).toBe(true);
    expect((await service.request('GET', '/api/game_requests.php', { token: staff.token })).status).toBe(403);
    expect((await saveSettings(service.tokens.admin, false)).status).toBe(200);
    expect((await service.request('GET', '/api/game_requests.php', { token: staff.token })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

describe.each(databaseKinds)('account.php settings on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const { newUser, read, write } = accountHelpers(() => service);

  const defaults = { email_notifications: true, download_notifications: true };

  test('settings default to both notifications on; update-settings persists', async () => {
    const user = await newUser();
    expect((await read(user.token, 'settings')).body).toEqual(defaults);
    const settings = { email_notifications: false, download_notifications: true };
    const saved = await write(user.token, 'update-settings', { settings });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Settings updated successfully', settings });
    expect((await read(user.token, 'settings')).body).toEqual(settings);

    const again = { email_notifications: true, download_notifications: false };
    expect((await write(user.token, 'update-settings', { settings: again })).status).toBe(200);
    expect((await read(user.token, 'settings')).body).toEqual(again);
  });

  test.each([
    [{ settings: { email_notifications: 'yes', download_notifications: true } }],
    [{ settings: { email_notifications: true, download_notifications: 1 } }],
    [{ settings: { email_notifications: true } }],
    [{ settings: null }],
    [{ settings: 'on' }],
    [{}],
  ])('update-settings with %j answers 400 and changes nothing', async (body) => {
    const user = await newUser();
    const answer = await write(user.token, 'update-settings', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect((await read(user.token, 'settings')).body).toEqual(defaults);
  });

  test.each([
    ['email_notifications', { email_notifications: 'yes', download_notifications: true }],
    ['download_notifications', { email_notifications: true, download_notifications: 1 }],
  ])(
    "a non-boolean %s is refused in the service's own words, not the validator's",
    async (field, settings) => {
      const answer = await write(service.tokens.user, 'update-settings', { settings });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(`${field} must be true or false`);
    },
  );

  test('update-settings with __proto__ and constructor keys answers 400 or drops them, never 500 (S23)', async () => {
    const user = await newUser();
    const answer = await service.request('POST', '/api/account.php?action=update-settings', {
      token: user.token,
      headers: { 'content-type': 'application/json' },
      body:
        '{"settings":{"email_notifications":false,"download_notifications":true,"__proto__":{"isAdmin":true}},' +
        '"constructor":{"prototype":{"role":"admin"}},"__proto__":{"role":"admin"}}',
    });
    expect(answer.status).toBeLessThan(500);
    expect([200, 400]).toContain(answer.status);
    const expected =
      answer.status === 200 ? { email_notifications: false, download_notifications: true } : defaults;
    if (answer.status === 200) expect(answer.body.settings).toEqual(expected);
    expect((await read(user.token, 'settings')).body).toEqual(expected);
    expect((await service.request('GET', '/api/users.php', { token: user.token })).status).toBe(403);
    expect((await read(user.token, 'profile')).body.role).toBe('user');
  });
});

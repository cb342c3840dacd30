import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import jwt from 'jsonwebtoken';

import { defaultSiteSettings } from '../../../../shared/settings/siteSettings.ts';
import { entriesOf } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { adminCredentials, startTestService, userCredentials } from '../../../support/service.ts';

/** SPEC 2.24 saved for real: `/api/settings.php`. */

const saved = {
  site_name: 'Free Games Shelf',
  site_description: 'Open-source PC games, linked to their official pages.',
  contact_email: 'Team@Shelf.example',
  maintenance_mode: true,
  two_factor_enabled: false,
  session_timeout: 30,
};

const lifetime = (token: string) => {
  const claims = jwt.decode(token) as { iat: number; exp: number };
  return claims.exp - claims.iat;
};

describe.each(databaseKinds)('site settings on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const put = (json: unknown, token = service.tokens.admin) =>
    service.request('PUT', '/api/settings.php', { token, json });

  test('anyone reads the defaults until an admin saves', async () => {
    const answer = await service.request('GET', '/api/settings.php');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      settings: {
        site_name: defaultSiteSettings.siteName,
        site_description: defaultSiteSettings.siteDescription,
        contact_email: defaultSiteSettings.contactEmail,
        maintenance_mode: false,
        two_factor_enabled: false,
        session_timeout: 120,
      },
    });
  });

  test('only admins save; moderators and users are refused, anonymous callers asked to sign in', async () => {
    expect((await put(saved, service.tokens.moderator)).status).toBe(403);
    expect((await put(saved, service.tokens.user)).status).toBe(403);
    expect((await service.request('PUT', '/api/settings.php', { json: saved })).status).toBe(401);
    for (const method of ['POST', 'DELETE', 'PATCH'] as const) {
      expect(
        (await service.request(method, '/api/settings.php', { token: service.tokens.admin, json: saved }))
          .status,
      ).toBe(405);
    }
    expect((await service.request('GET', '/api/settings.php')).body.settings.site_name).toBe(
      defaultSiteSettings.siteName,
    );
  });

  test('refuses bad values with clear messages and keeps what was there', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ site_name: '  ' }, 'Site name is required'],
      [{ site_name: 'x'.repeat(61) }, 'Site name must be at most 60 characters'],
      [{ contact_email: 'nobody' }, 'Invalid email address'],
      [{ maintenance_mode: 'yes' }, 'maintenance_mode must be true or false'],
      [{ session_timeout: 45 }, 'Session timeout must be 30, 60, 120 or 240 minutes'],
      [{ session_timeout: [30] }, 'Session timeout must be 30, 60, 120 or 240 minutes'],
      [{ two_factor_enabled: 'on' }, 'two_factor_enabled must be true or false'],
      [
        { two_factor_enabled: true },
        'Turn on two-factor sign-in for your own account before requiring it for staff',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await put({ ...saved, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(message);
    }
    expect((await service.request('GET', '/api/settings.php')).body.settings.maintenance_mode).toBe(false);
  });

  test('an admin saves every setting; the answer and later reads show them', async () => {
    const answer = await put({ ...saved, session_timeout: '60' });
    expect(answer.status).toBe(200);
    const expected = { ...saved, contact_email: 'team@shelf.example', session_timeout: 60 };
    expect(answer.body).toEqual({
      success: true,
      message: 'Settings saved successfully',
      settings: expected,
    });
    expect((await service.request('GET', '/api/settings.php')).body.settings).toEqual(expected);
    await put({ ...saved, maintenance_mode: false });
  });

  test('a save is audited with the settings it changed; a refused save leaves no entry', async () => {
    const current = (await service.request('GET', '/api/settings.php')).body.settings;
    const entries = await entriesOf(service, () =>
      put({ ...current, site_name: 'Audited Shelf', maintenance_mode: true }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actor_email: adminCredentials.email,
        action: 'settings.update',
        target_type: 'settings',
        target_label: 'Site settings',
        details: { changed: ['siteName', 'maintenanceMode'] },
      }),
    ]);
    expect(await entriesOf(service, () => put({ ...current, session_timeout: 45 }))).toEqual([]);
    await put({ ...current, maintenance_mode: false });
  });

  test('the session timeout sets how long console sessions last; other accounts keep theirs', async () => {
    expect((await put({ ...saved, maintenance_mode: false, session_timeout: 30 })).status).toBe(200);
    for (const rememberMe of [false, true]) {
      const answer = await service.request('POST', '/api/auth.php?action=login', {
        json: { ...adminCredentials, rememberMe, isAdminLogin: true },
      });
      expect(lifetime(answer.body.token)).toBe(30 * 60);
    }
    expect(lifetime(await service.login(userCredentials))).toBe(service.config.tokenTtlSeconds);
    expect((await put({ ...saved, maintenance_mode: false, session_timeout: 240 })).status).toBe(200);
    expect(lifetime(await service.login(adminCredentials))).toBe(240 * 60);
  });
});

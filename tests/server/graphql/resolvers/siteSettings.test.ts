import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { defaultSiteSettings } from '../../../../shared/settings/siteSettings.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const read =
  '{ siteSettings { siteName siteDescription contactEmail maintenanceMode twoFactorEnabled sessionTimeoutMinutes } }';
const save = `mutation Save($input: SiteSettingsInput!) {
  updateSiteSettings(input: $input) { siteName contactEmail maintenanceMode twoFactorEnabled sessionTimeoutMinutes }
}`;
const input = {
  siteName: 'Open Games Shelf',
  siteDescription: 'Free games, official links.',
  contactEmail: 'hello@shelf.example',
  maintenanceMode: true,
  sessionTimeoutMinutes: 60,
};

describe.each(databaseKinds)('GraphQL site settings on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('anyone reads the settings; two-factor sign-in is off', async () => {
    expect(expectData(await gql(service, read)).siteSettings).toEqual({
      ...defaultSiteSettings,
      twoFactorEnabled: false,
    });
  });

  test('moderators, users and anonymous callers cannot save', async () => {
    for (const token of [service.tokens.moderator, service.tokens.user]) {
      expectError(await gql(service, save, { input }, token), 'FORBIDDEN');
    }
    expectError(await gql(service, save, { input }), 'UNAUTHENTICATED');
    expect(expectData(await gql(service, read)).siteSettings.siteName).toBe(defaultSiteSettings.siteName);
  });

  test("the REST service's refusal reaches the caller with its field", async () => {
    const refused = await gql(
      service,
      save,
      { input: { ...input, sessionTimeoutMinutes: 45 } },
      service.tokens.admin,
    );
    const error = expectError(
      refused,
      'BAD_USER_INPUT',
      'Session timeout must be 30, 60, 120 or 240 minutes',
    );
    expect(error.extensions.fields).toEqual({
      sessionTimeout: 'Session timeout must be 30, 60, 120 or 240 minutes',
    });
  });

  test('an admin saves, and the next read shows it at once', async () => {
    const saved = expectData(await gql(service, save, { input }, service.tokens.admin)).updateSiteSettings;
    expect(saved).toEqual({
      siteName: input.siteName,
      contactEmail: input.contactEmail,
      maintenanceMode: true,
      twoFactorEnabled: false,
      sessionTimeoutMinutes: 60,
    });
    expect(expectData(await gql(service, read)).siteSettings).toMatchObject({
      ...input,
      twoFactorEnabled: false,
    });
  });
});

import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import type { SiteSettings } from '../../../shared/settings/siteSettings.ts';
import { defaultSiteSettings } from '../../../shared/settings/siteSettings.ts';
import { adminToken } from './adminApi.ts';

/**
 * Saves the site settings through the GraphQL API as the administrator (as the console saves):
 * the defaults with `changes` over them, so `saveSiteSettings(request, {})` puts the defaults back.
 */
export async function saveSiteSettings(
  request: APIRequestContext,
  changes: Partial<SiteSettings>,
): Promise<void> {
  const input = { ...defaultSiteSettings, ...changes };
  const saved = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      query: `mutation Save($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }`,
      variables: { input },
    },
  });
  expect(await saved.json()).toEqual({ data: { updateSiteSettings: { siteName: input.siteName } } });
}

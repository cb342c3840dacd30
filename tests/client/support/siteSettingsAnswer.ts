import type { MockLink } from '@apollo/client/testing';

import { SiteSettingsQuery } from '../../../client/src/features/site/queries.ts';
import type { SiteSettings } from '../../../shared/settings/siteSettings.ts';
import { defaultSiteSettings } from '../../../shared/settings/siteSettings.ts';

/** The site settings every page reads (its name, maintenance mode): the defaults, with `overrides`. */
export const siteSettingsAnswer = (overrides: Partial<SiteSettings> = {}): MockLink.MockedResponse => ({
  request: { query: SiteSettingsQuery },
  result: {
    data: {
      siteSettings: {
        __typename: 'SiteSettings',
        ...defaultSiteSettings,
        ...overrides,
        twoFactorEnabled: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

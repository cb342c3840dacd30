import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { SiteSettings } from '../../graphql/__generated__/operations.ts';

/** Read by every page (name, description, maintenance) and by the console's Settings page. */
export const SiteSettingsQuery: TypedDocumentNode<SiteSettings> = gql`
  query SiteSettings {
    siteSettings {
      siteName
      siteDescription
      contactEmail
      maintenanceMode
      twoFactorEnabled
      sessionTimeoutMinutes
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  UpdateSiteSettings,
  UpdateSiteSettingsVariables,
} from '../../../graphql/__generated__/operations.ts';

export const UpdateSiteSettingsMutation: TypedDocumentNode<UpdateSiteSettings, UpdateSiteSettingsVariables> =
  gql`
    mutation UpdateSiteSettings($input: SiteSettingsInput!) {
      updateSiteSettings(input: $input) {
        siteName
        siteDescription
        contactEmail
        maintenanceMode
        twoFactorEnabled
        sessionTimeoutMinutes
      }
    }
  `;

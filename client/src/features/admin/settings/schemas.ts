import { boolean, number, object, string } from 'yup';

import type { SiteSettings } from '../../../../../shared/settings/siteSettings.ts';
import { sessionTimeoutOptions, siteSettingsLimits } from '../../../../../shared/settings/siteSettings.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { requiredEmail } from '../../../components/forms/emailField.ts';

/** The Settings form: what the REST service checks, so that most mistakes never leave the page. */
export const siteSettingsSchema = object({
  siteName: string()
    .trim()
    .required(messages.siteSettings.siteName)
    .max(siteSettingsLimits.siteName, messages.tooLong('Site name', siteSettingsLimits.siteName)),
  siteDescription: string()
    .trim()
    .max(
      siteSettingsLimits.siteDescription,
      messages.tooLong('Site description', siteSettingsLimits.siteDescription),
    ),
  contactEmail: requiredEmail(),
  maintenanceMode: boolean(),
  twoFactorEnabled: boolean(),
  sessionTimeoutMinutes: number().oneOf(sessionTimeoutOptions, messages.siteSettings.sessionTimeoutChoice),
});

export type SiteSettingsValues = SiteSettings;

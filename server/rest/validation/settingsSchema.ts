import { object } from 'yup';

import { sessionTimeoutOptions, siteSettingsLimits } from '../../../shared/settings/siteSettings.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { requiredField } from './fieldRule.ts';
import { digitsToNumber } from './ids.ts';
import { email, flag, requiredFlag, requiredText, text } from './rules.ts';

const timeout = () =>
  requiredField<number>({
    is: (value): value is number => typeof value === 'number',
    typeMessage: messages.siteSettings.sessionTimeoutChoice,
    requiredMessage: messages.siteSettings.sessionTimeoutChoice,
    normalise: (value) => digitsToNumber(value, 3),
    checks: [
      {
        passes: (value) => (sessionTimeoutOptions as readonly number[]).includes(value),
        message: messages.siteSettings.sessionTimeoutChoice,
      },
    ],
  });

/**
 * `PUT /settings.php`: every setting, in the service's snake_case. `two_factor_enabled` may be left
 * out (clients from before it existed): the saved value stays.
 */
export const siteSettingsSchema = object({
  site_name: requiredText('Site name', siteSettingsLimits.siteName, messages.siteSettings.siteName),
  site_description: text('Site description', siteSettingsLimits.siteDescription),
  contact_email: email(),
  maintenance_mode: requiredFlag('maintenance_mode'),
  two_factor_enabled: flag('two_factor_enabled'),
  session_timeout: timeout(),
});

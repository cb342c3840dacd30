import { messages } from '../../../shared/validation/messages.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { badRequest } from '../express/HttpError.ts';
import type { SettingsRepository } from '../repositories/settingsRepository.ts';

/**
 * The part of the new-password rule that needs to know where the password is set: it may not be
 * the site's name or a part of the account's email with a common number around it
 * (`Openarcade1`, `Alice1987`). Answered as the schema answers a field, with the same text.
 */
export async function checkPasswordInContext(
  settings: SettingsRepository,
  field: string,
  password: string,
  email: string,
): Promise<void> {
  const { siteName } = await settings.get();
  if (isCommonPassword(password, { siteName, email })) {
    throw badRequest(messages.passwordTooCommon, { fields: { [field]: messages.passwordTooCommon } });
  }
}

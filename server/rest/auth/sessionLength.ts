import { mayAccess } from '../../../shared/access/roles.ts';
import type { Config } from '../../config.ts';
import type { SettingsRepository } from '../repositories/settingsRepository.ts';

/**
 * How long a new token lasts, in seconds: a console role's session lasts the Session Timeout of
 * the site settings (SPEC 2.24), whatever Remember me says; other accounts get the configured spans.
 */
export async function sessionSeconds(
  config: Pick<Config, 'tokenTtlSeconds' | 'rememberedTokenTtlSeconds'>,
  settings: SettingsRepository,
  role: string,
  rememberMe = false,
): Promise<number> {
  if (mayAccess(role, 'console')) return (await settings.get()).sessionTimeoutMinutes * 60;
  return rememberMe ? config.rememberedTokenTtlSeconds : config.tokenTtlSeconds;
}

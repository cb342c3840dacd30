import { mayAccess } from '../../../shared/access/roles.ts';
import { sessionTimeoutOptions } from '../../../shared/settings/siteSettings.ts';
import type { Config } from '../../config.ts';
import type { SettingsRepository } from '../repositories/settingsRepository.ts';

type TokenLifetimes = Pick<Config, 'tokenTtlSeconds' | 'rememberedTokenTtlSeconds'>;

/**
 * How long a new token lasts, in seconds: a console role's session lasts the Session Timeout of
 * the site settings (SPEC 2.24), whatever Remember me says; other accounts get the configured spans.
 */
export async function sessionSeconds(
  config: TokenLifetimes,
  settings: SettingsRepository,
  role: string,
  rememberMe = false,
): Promise<number> {
  if (mayAccess(role, 'console')) return (await settings.get()).sessionTimeoutMinutes * 60;
  return rememberMe ? config.rememberedTokenTtlSeconds : config.tokenTtlSeconds;
}

/** The longest any token this server issues can last (usually the "Remember me" span). */
export const longestSessionSeconds = (config: TokenLifetimes): number =>
  Math.max(config.tokenTtlSeconds, config.rememberedTokenTtlSeconds, Math.max(...sessionTimeoutOptions) * 60);

import type { Config } from '../../config.ts';

/**
 * Where links in mail lead: PUBLIC_URL, else this server. Never the request's Host or
 * X-Forwarded-Host: whoever sends the request would choose where the link leads.
 */
export const mailedLinkBase = (config: Pick<Config, 'publicUrl' | 'port'>): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;

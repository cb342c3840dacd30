import type { Request } from 'express';
import type { Logger } from 'pino';

import { requestOrigin } from './requestOrigin.ts';

/** Hosts a site without PUBLIC_URL keeps answers for: its name, localhost, an address or two. */
export const maxLearnedOrigins = 4;

export interface SiteOrigin {
  origin: string;
  /** Whether answers made for this origin may be kept: always with PUBLIC_URL, else a learned host. */
  kept: boolean;
}

/**
 * The origin each request is answered under. With PUBLIC_URL that is the only one. Without it the
 * request's own host names it, and the Host header is the client's to choose: answers are kept for
 * the first few hosts seen only, so that made-up hosts can neither multiply the work kept answers
 * save (renders, sitemaps) nor push the site's own answers out of their caches.
 */
export function siteOrigins(publicUrl: string | undefined, log: Logger) {
  const learned = new Set<string>();
  let warned = false;
  return (req: Request): SiteOrigin => {
    const origin = requestOrigin(req, publicUrl);
    if (publicUrl || learned.has(origin)) return { origin, kept: true };
    if (learned.size < maxLearnedOrigins) {
      learned.add(origin);
      return { origin, kept: true };
    }
    if (!warned) {
      warned = true;
      log.warn(
        { event: 'site.origins_exceeded', known: [...learned] },
        'Requests name more hosts than are kept; set PUBLIC_URL',
      );
    }
    return { origin, kept: false };
  };
}

export type SiteOrigins = ReturnType<typeof siteOrigins>;

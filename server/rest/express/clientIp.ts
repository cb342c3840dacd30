import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

import type { Request } from 'express';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The visitor's address, for logs and, as its key (`privacy/addressKey.ts`), for limits. A
 * gateway that proves it knows the gateway key (the BFF) may name the visitor in X-Forwarded-For;
 * anyone else gets Express's view, which honours only the configured TRUST_PROXY hops.
 */
export function clientIpResolver(gatewayKey: string) {
  return (req: Request): string => {
    const key = req.get('x-gateway-key');
    const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (key && forwarded && isIP(forwarded) && sameSecret(key, gatewayKey)) return forwarded;
    return req.ip ?? req.socket.remoteAddress ?? 'unknown';
  };
}

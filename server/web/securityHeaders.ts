import helmet from 'helmet';

import type { NodeMiddleware } from '../answers/headersSetBy.ts';

/**
 * Helmet with the policy of the security baseline: no inline script (but the colour-scheme script and
 * the script starter, allowed by their hashes), no framing, no base URI.
 */
export function securityHeaders(inlineScriptHashes: readonly string[] = []): NodeMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the previews of images picked in the admin game form (URL.createObjectURL).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

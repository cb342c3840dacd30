import type { Request } from 'express';

/** The site's address: PUBLIC_URL when set, else the scheme and host this request used. */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(`${req.protocol}://${req.get('host') ?? ''}`).origin;
  } catch {
    // A Host that is no host name (a broken client or a probe) must not turn into a server error.
    return `${req.protocol}://localhost`;
  }
}

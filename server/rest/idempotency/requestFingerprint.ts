import { createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';

import type { Request } from 'express';

/**
 * What makes two requests the same request: method, path with query, body, and the contents of
 * any uploaded files. Keyed with a server secret, so that the stored hash of a body that holds a
 * password cannot be tested against guesses.
 */
export async function requestFingerprint(req: Request, secret: string): Promise<string> {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${req.method}\n${req.originalUrl}\n${JSON.stringify(req.body ?? null)}\n`);
  const files = Array.isArray(req.files) ? req.files : [];
  for (const file of files) {
    hmac.update(`\n${file.fieldname}\n`);
    for await (const chunk of createReadStream(file.path)) hmac.update(chunk as Buffer);
  }
  return hmac.digest('hex');
}

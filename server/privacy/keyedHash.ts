import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';

/**
 * A keyed hash for one purpose (`purpose` names it), with a key drawn from the server's secret:
 * without that secret, a hash cannot be tested against a list of likely values. 22 base64url
 * characters (132 bits), far from any collision.
 */
export function keyedHash(serverSecret: string, purpose: string): (value: string) => string {
  // A KeyObject: given a Buffer, createHmac makes one on every call, about 7 times the cost.
  const key = createSecretKey(Buffer.from(hkdfSync('sha256', serverSecret, '', purpose, 32)));
  return (value) => createHmac('sha256', key).update(value).digest('base64url').slice(0, 22);
}

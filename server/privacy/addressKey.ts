import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';

import { ipKeyGenerator } from 'express-rate-limit';

/** What a limit or a stored scope keeps in place of a visitor's address. */
export type AddressKey = (address: string) => string;

/**
 * Keys for visitors' addresses, so that no limit and no stored scope holds an address in the clear:
 * IPv6 addresses are first grouped by /56 prefix (express-rate-limit's `ipKeyGenerator`, so that
 * rotating addresses within one allocation gains nothing), then hashed with a key drawn from the
 * server's secret. Without that secret, a key cannot be tested against the few billion addresses.
 */
export function addressKeys(serverSecret: string): AddressKey {
  // A KeyObject: given a Buffer, createHmac makes one on every call, about 7 times the cost.
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', serverSecret, '', 'gamevault address keys', 32)),
  );
  // 22 base64url characters: 132 bits, far from any collision between visitors.
  return (address) =>
    createHmac('sha256', key).update(ipKeyGenerator(address)).digest('base64url').slice(0, 22);
}

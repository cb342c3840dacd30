import { ipKeyGenerator } from 'express-rate-limit';

import { keyedHash } from './keyedHash.ts';

/** What a limit or a stored scope keeps in place of a visitor's address. */
export type AddressKey = (address: string) => string;

/**
 * Keys for visitors' addresses, so that no limit and no stored scope holds an address in the clear:
 * IPv6 addresses are first grouped by /56 prefix (express-rate-limit's `ipKeyGenerator`, so that
 * rotating addresses within one allocation gains nothing), then hashed with a key drawn from the
 * server's secret. Without that secret, a key cannot be tested against the few billion addresses.
 */
export function addressKeys(serverSecret: string): AddressKey {
  const hash = keyedHash(serverSecret, 'gamevault address keys');
  return (address) => hash(ipKeyGenerator(address));
}

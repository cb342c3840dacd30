/** The largest value of a PostgreSQL `integer` (and `serial`) column, which every id of this service is. */
export const maxId = 2_147_483_647;

/** Turns a string of 1 to `maxDigits` decimal digits into its number; leaves every other value as it is. */
export function digitsToNumber(value: unknown, maxDigits = 10): unknown {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxDigits) return value;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x30 || code > 0x39) return value;
  }
  return Number(value);
}

export function isIdInRange(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxId;
}

/**
 * A record id as clients send it: a JSON integer or a string of decimal digits. Anything else
 * (arrays, `"0x11"`, `"1e3"`, `" 17 "`, fractions, zero, values past the column range) is no id.
 */
export function asId(value: unknown): number | undefined {
  const number = digitsToNumber(value);
  return typeof number === 'number' && isIdInRange(number) ? number : undefined;
}

/**
 * The shapes that text fields must have, as plain code or single-class patterns: each runs in time
 * linear in the length of its input, whatever that input is.
 */

/** C0 control characters (NUL included) and DEL; tab and line breaks only in multi-line text. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

const openBracket = 0x5b;
const comma = 0x2c;
const closeBracket = 0x5d;

/** Where an item's bytes lie in the array: from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

export interface JsonArrayWriter {
  /** Appends one item, as JSON text or as the bytes of such text. */
  add(item: string | Uint8Array): Span;
  /** The array's bytes; spans stay valid in them. The writer is not used after this. */
  finish(): Buffer;
}

/**
 * Writes a JSON array into one buffer an item at a time, so that a long list's items and its whole
 * text never exist at once. Given the length of a previous such array (`expectedBytes`), the
 * buffer is sized once and nothing is copied; otherwise it grows as the array does.
 */
export function jsonArrayWriter(expectedBytes = 64 * 1024): JsonArrayWriter {
  let bytes = Buffer.allocUnsafe(Math.max(expectedBytes + (expectedBytes >> 4), 16));
  let at = 0;
  const room = (needed: number) => {
    if (at + needed <= bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(at + needed, Math.ceil(bytes.length * 1.5)));
    bytes.copy(grown, 0, 0, at);
    bytes = grown;
  };
  return {
    add(item) {
      // UTF-8 takes at most three bytes per UTF-16 unit; one more for the bracket or comma before.
      room(1 + (typeof item === 'string' ? item.length * 3 : item.length));
      bytes[at] = at === 0 ? openBracket : comma;
      const start = at + 1;
      if (typeof item === 'string') {
        at = start + bytes.write(item, start);
      } else {
        bytes.set(item, start);
        at = start + item.length;
      }
      return { start, end: at };
    },
    finish() {
      room(2);
      if (at === 0) bytes[at++] = openBracket;
      bytes[at++] = closeBracket;
      const array = bytes.subarray(0, at);
      // A buffer much larger than its array would keep the difference for as long as the array is kept.
      return bytes.length - array.length > array.length >> 3 ? Buffer.from(array) : array;
    },
  };
}

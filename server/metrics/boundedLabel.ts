const labelShape = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * A label value taken from outside (an operation name a client chose): well-formed names are kept
 * until `max` distinct ones are known, after which new ones become 'other', so that no client can
 * grow the metrics without bound. No name at all is 'anonymous'.
 */
export function boundedLabel(max: number): (value: string | undefined) => string {
  const known = new Set<string>();
  return (value) => {
    if (!value) return 'anonymous';
    if (!labelShape.test(value)) return 'other';
    if (known.has(value)) return value;
    if (known.size >= max) return 'other';
    known.add(value);
    return value;
  };
}

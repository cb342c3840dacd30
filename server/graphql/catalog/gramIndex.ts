const gramLength = 3;

/**
 * An index of every three-character piece of each entry's texts. A search text of three characters
 * or more can only be in entries holding each of its pieces, so the entries of its rarest piece are
 * all that need a look. Answers undefined for shorter texts (any entry may hold them).
 */
export function gramIndex(
  textsOf: readonly (readonly string[])[],
): (needle: string) => readonly number[] | undefined {
  const postings = new Map<string, number[]>();
  textsOf.forEach((texts, position) => {
    const grams = new Set<string>();
    for (const text of texts) {
      for (let start = 0; start + gramLength <= text.length; start += 1)
        grams.add(text.slice(start, start + gramLength));
    }
    for (const gram of grams) {
      const entries = postings.get(gram);
      if (entries) entries.push(position);
      else postings.set(gram, [position]);
    }
  });
  return (needle) => {
    if (needle.length < gramLength) return undefined;
    let rarest: number[] | undefined;
    for (let start = 0; start + gramLength <= needle.length; start += 1) {
      const entries = postings.get(needle.slice(start, start + gramLength));
      if (!entries) return [];
      if (!rarest || entries.length < rarest.length) rarest = entries;
    }
    return rarest;
  };
}

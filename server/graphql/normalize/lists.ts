/** A value sent as `{ value }`, as a plain string, or as something else entirely. */
function valueOf(item: unknown): string {
  if (typeof item === 'object' && item !== null && 'value' in item) return String(item.value).trim();
  return typeof item === 'string' || typeof item === 'number' ? String(item).trim() : '';
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** A list, or comma-separated text: split, trimmed, empties and repeats dropped. */
export function listFrom(input: unknown): string[] {
  if (Array.isArray(input)) return unique(input.map(valueOf));
  if (typeof input === 'string') return unique(input.split(',').map((part) => part.trim()));
  return [];
}

/** A list, or JSON text of a list (or, from looser hosts, comma-separated text); empty otherwise. */
export function jsonListFrom(input: unknown): string[] {
  if (typeof input !== 'string') return listFrom(input);
  const text = input.trim();
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? listFrom(parsed) : listFrom(String(parsed));
  } catch {
    // Broken JSON is no list; plain text such as `windows, mac` from looser hosts still is.
    return /^[[{"]/.test(text) ? [] : listFrom(text);
  }
}

export const text = (input: unknown): string =>
  typeof input === 'string' ? input : typeof input === 'number' ? String(input) : '';

export const count = (input: unknown): number => {
  const value = Number(input);
  return Number.isFinite(value) ? value : 0;
};

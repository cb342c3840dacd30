/** SPEC 9: the home slider's description length. */
export const slideDescriptionLength = 180;

/**
 * Cuts `text` to `maxLength` characters and adds an ellipsis; shorter text is returned whole. Counts
 * code points so an emoji is never split in half.
 */
export function truncate(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}...`;
}

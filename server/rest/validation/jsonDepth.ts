/** Objects and arrays may nest this many levels in a request body (the game form needs four). */
export const maxJsonDepth = 8;

/**
 * True when objects and arrays nest deeper than `maxDepth` levels. Walks with its own stack, so
 * that measuring a body of 100 000 nested brackets cannot overflow the call stack.
 */
export function nestedDeeperThan(value: unknown, maxDepth = maxJsonDepth): boolean {
  const items: unknown[] = [value];
  const depths: number[] = [1];
  while (items.length > 0) {
    const item = items.pop();
    const depth = depths.pop() ?? 1;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      items.push(child);
      depths.push(depth + 1);
    }
  }
  return false;
}

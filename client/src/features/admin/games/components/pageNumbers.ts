/** Up to `count` page numbers around `current` (SPEC 9: a window of 5), within 1..`pages`. */
export function pageNumbers(current: number, pages: number, count = 5): number[] {
  const shown = Math.min(count, pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - shown + 1);
  return Array.from({ length: shown }, (_unused, index) => start + index);
}

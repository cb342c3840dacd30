/** Widths the server's `/img` endpoint renders (server/web/images/imageWidths.ts). */
const widths = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** Our own images can be resized by `/img`; images on other hosts are used as they are. */
const resizable = (src: string) => src.startsWith('/uploads/');

export const resizedUrl = (src: string, width: number) =>
  resizable(src) ? `/img?w=${width}&src=${encodeURIComponent(src)}` : src;

/**
 * `src`, `srcSet` and `sizes` for an <img>: the browser picks the smallest rendered width that
 * fills `sizes` at its pixel density. `largest` caps the set (a thumbnail never needs 1920 px).
 */
export function responsiveImage(src: string, sizes: string, largest = 1920) {
  if (!resizable(src)) return { src };
  const set = widths.filter((width) => width <= largest);
  return {
    src: resizedUrl(src, set.at(-1) ?? 640),
    srcSet: set.map((width) => `${resizedUrl(src, width)} ${width}w`).join(', '),
    sizes,
  };
}

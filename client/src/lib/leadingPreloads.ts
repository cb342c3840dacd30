const leadingPreloads = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * React writes the preloads of a page's high-priority images (its largest paint) ahead of the
 * markup it renders. Split off, they can go into the head before the page's styles and scripts,
 * so that the browser asks for the image first.
 */
export function splitLeadingPreloads(html: string): { preloads: string; html: string } {
  const preloads = leadingPreloads.exec(html)?.[0] ?? '';
  return { preloads, html: html.slice(preloads.length) };
}

import type { PageMeta } from './pageMeta.ts';
import { absoluteJsonLd, absoluteUrl, fullTitle, headTags } from './pageMeta.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The server-rendered head of a page. */
export function renderHead(meta: PageMeta, origin: string): string {
  const parts = [`<title>${escapeHtml(fullTitle(meta))}</title>`];
  for (const tag of headTags(meta, origin)) {
    const attributes = Object.entries(tag)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    parts.push(`<meta ${attributes} data-page-meta>`);
  }
  if (meta.path && !meta.noindex) {
    parts.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(origin, meta.path))}" data-page-meta>`);
  }
  if (meta.jsonLd) {
    parts.push(
      `<script type="application/ld+json" data-page-meta>${scriptJson(absoluteJsonLd(meta.jsonLd, origin))}</script>`,
    );
  }
  return parts.join('\n    ');
}

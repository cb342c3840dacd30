import { expect } from '@jest/globals';

/** Sitemap documents as a crawler reads them, checked for their outline on the way. */

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The entries named `element` (`url` or `sitemap`) of a document whose root is `root`. */
function entriesIn(xml: string, root: string, element: string): SitemapEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  // Every & starts an entity and no text holds a raw < or >: the document is well-formed.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const entries = [...xml.matchAll(new RegExp(`<${element}>(.*?)</${element}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
  const shape = /^<loc>[^<>]*<\/loc>(<lastmod>[^<>]*<\/lastmod>)?$/;
  expect(entries.filter((entry) => !shape.test(entry))).toEqual([]);
  return entries.map((entry) => ({
    loc: unescapeXml(/<loc>(.*)<\/loc>/.exec(entry)?.[1] ?? ''),
    lastmod: /<lastmod>(.*)<\/lastmod>/.exec(entry)?.[1],
  }));
}

/** The `<url>` entries of a `<urlset>`. */
export const urlsOf = (xml: string): SitemapEntry[] => entriesIn(xml, 'urlset', 'url');

/** The `<sitemap>` entries of a `<sitemapindex>`. */
export const partsOf = (xml: string): SitemapEntry[] => entriesIn(xml, 'sitemapindex', 'sitemap');

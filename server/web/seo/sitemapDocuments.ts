import type { SitemapUrl } from './sitemapUrls.ts';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const maxUrlsPerFile = 50_000;

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** One file of a sitemap, its addresses without the origin they start with. */
interface PlannedFile {
  /** Each `<url>` entry from just after the origin in its `<loc>` on. */
  tails: string[];
  /** The newest `lastmod` of its addresses. */
  lastmod: string | undefined;
}

/** A sitemap's files, for any origin: see `planSitemap`. */
export type SitemapPlan = readonly PlannedFile[];

export interface SitemapDocuments {
  /** `/sitemap.xml`: the one urlset, or the index of `parts` past `maxUrls` addresses. */
  main: string;
  /** `/sitemap-1.xml`, `/sitemap-2.xml`, …: none when `main` is the urlset. */
  parts: string[];
}

/** Where part `number` (from 1) of a sitemap past one file is served. */
export const partPath = (number: number) => `/sitemap-${number}.xml`;

/** What follows the origin when `new URL(path, origin)` writes an address, for any http(s) origin. */
function afterOrigin(path: string): string {
  const url = new URL(path, 'http://localhost');
  return url.pathname + url.search + url.hash;
}

const newest = (lastmods: (string | undefined)[]) => lastmods.filter(Boolean).sort().at(-1);

/**
 * `urls` in files of at most `maxUrls` addresses each, with the origin left out: the work that
 * grows with the catalogue is done once, whatever origin the site is asked under.
 */
export function planSitemap(urls: readonly SitemapUrl[], maxUrls = maxUrlsPerFile): SitemapPlan {
  const files: PlannedFile[] = [];
  for (let start = 0; start === 0 || start < urls.length; start += maxUrls) {
    const slice = urls.slice(start, start + maxUrls);
    files.push({
      tails: slice.map((url) => `${escapeXml(afterOrigin(url.path))}</loc>${lastmodTag(url.lastmod)}</url>`),
      lastmod: newest(slice.map((url) => url.lastmod)),
    });
  }
  return files;
}

function urlset(origin: string, file: PlannedFile): string {
  const urls = file.tails.map((tail) => `  <url><loc>${origin}${tail}`).join('\n');
  return `${xmlDeclaration}<urlset xmlns="${namespace}">\n${urls}\n</urlset>\n`;
}

/**
 * The sitemap of `plan` at `origin`: one urlset while it fits one file, else an index of the parts
 * (sitemaps.org's `<sitemapindex>`), each part's `lastmod` the newest of its addresses.
 */
export function sitemapDocuments(plan: SitemapPlan, origin: string): SitemapDocuments {
  const escapedOrigin = escapeXml(new URL(origin).origin);
  const files = plan.map((file) => urlset(escapedOrigin, file));
  if (files.length === 1) return { main: files[0] ?? '', parts: [] };
  const entries = plan.map(
    (file, index) =>
      `  <sitemap><loc>${escapedOrigin}${partPath(index + 1)}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
  );
  return {
    main: `${xmlDeclaration}<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`,
    parts: files,
  };
}

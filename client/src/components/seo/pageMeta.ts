export const siteName = 'Gamevault';
export const siteDescription =
  "A catalogue of free and open-source PC games. Gamevault hosts no files: every link leads to the game's official pages.";

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description?: string;
  /** The page's path for rel=canonical and og:url; omitted on pages that should not be indexed. */
  path?: string;
  image?: string;
  noindex?: boolean;
  /** HTTP status of the server-rendered page (404 for an unknown game, genre or category). */
  status?: number;
  jsonLd?: object;
  type?: 'website' | 'article';
}

export function fullTitle(meta: PageMeta): string {
  return meta.title === siteName ? siteName : `${meta.title} | ${siteName}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** JSON-LD with its top-level `url` and `image` made absolute (pages know only their paths). */
export function absoluteJsonLd(jsonLd: object, origin: string): object {
  const resolved: Record<string, unknown> = { ...jsonLd };
  for (const key of ['url', 'image']) {
    const value = resolved[key];
    if (typeof value === 'string' && value !== '') resolved[key] = absoluteUrl(origin, value);
  }
  return resolved;
}

/** Head tags as [tag, attributes] pairs: the one list the server and the browser both write. */
export function headTags(meta: PageMeta, origin: string): Array<Record<string, string>> {
  const description = meta.description ?? siteDescription;
  const tags: Array<Record<string, string>> = [
    { name: 'description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: description },
  ];
  if (meta.path) tags.push({ property: 'og:url', content: absoluteUrl(origin, meta.path) });
  if (meta.image) {
    const image = absoluteUrl(origin, meta.image);
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

import { defaultSiteSettings } from '../../../../shared/settings/siteSettings.ts';

/** What the site calls itself (the admin's Settings page), for titles and previews. */
export interface SiteIdentity {
  name: string;
  description: string;
}

const defaultSite: SiteIdentity = {
  name: defaultSiteSettings.siteName,
  description: defaultSiteSettings.siteDescription,
};

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
  /** Set by `usePageMeta` from the site settings. */
  site?: SiteIdentity;
}

export function fullTitle(meta: PageMeta): string {
  const { name } = meta.site ?? defaultSite;
  return meta.title === name ? name : `${meta.title} | ${name}`;
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
  const site = meta.site ?? defaultSite;
  const description = meta.description || site.description;
  const tags: Array<Record<string, string>> = [
    { name: 'description', content: description },
    { property: 'og:site_name', content: site.name },
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

import type { PageMeta } from './pageMeta.ts';
import { absoluteJsonLd, absoluteUrl, fullTitle, headTags } from './pageMeta.ts';

/** After client-side navigation the head follows the route: the page's tags replace the last page's. */
export function applyHead(meta: PageMeta): void {
  const origin = window.location.origin;
  document.title = fullTitle(meta);
  for (const old of document.head.querySelectorAll('[data-page-meta]')) old.remove();
  const add = (element: HTMLElement) => {
    element.setAttribute('data-page-meta', '');
    document.head.append(element);
  };
  for (const tag of headTags(meta, origin)) {
    const element = document.createElement('meta');
    for (const [name, value] of Object.entries(tag)) element.setAttribute(name, value);
    add(element);
  }
  if (meta.path && !meta.noindex) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = absoluteUrl(origin, meta.path);
    add(link);
  }
  if (meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(absoluteJsonLd(meta.jsonLd, origin));
    add(script);
  }
}

import {
  genreOrders,
  latestOrders,
  latestPeriods,
  topDownloadsPeriods,
} from '../../../shared/catalog/listingOptions.ts';

/** A parameter a page reads: one of fixed values (the first the default), or free text (search). */
type Parameter = readonly { value: string }[] | 'text';

/** The query parameters each public page reads from its address; every other page reads none. */
const pageParameters: readonly { path: RegExp; parameters: Readonly<Record<string, Parameter>> }[] = [
  { path: /^\/genre(\/[^/]+)?\/?$/, parameters: { sort: genreOrders } },
  { path: /^\/latest\/?$/, parameters: { sort: latestOrders, window: latestPeriods } },
  { path: /^\/top-downloads\/?$/, parameters: { window: topDownloadsPeriods } },
  { path: /^\/search\/?$/, parameters: { q: 'text' } },
];

/** Longer search texts are cut: nobody types more, and each one would be a page of its own. */
const maxTextLength = 100;

function canonicalValue(parameter: Parameter, raw: string): string | undefined {
  if (parameter === 'text') return raw.trim().slice(0, maxTextLength) || undefined;
  const known = parameter.find((option) => option.value === raw);
  // The page shows its default for an unknown value: the address without it names the same page.
  return known && known !== parameter[0] ? known.value : undefined;
}

/**
 * The address a page is rendered and kept under: its path with only the parameters the page reads,
 * in a fixed order, each once and only when it changes what the page shows. Tracking parameters,
 * repeats and unknown values name the same page, so they cost no render of their own.
 */
export function canonicalPageUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://page');
  const parameters = pageParameters.find(({ path }) => path.test(url.pathname))?.parameters ?? {};
  const kept = new URLSearchParams();
  for (const [name, parameter] of Object.entries(parameters)) {
    const raw = url.searchParams.get(name);
    const value = raw === null ? undefined : canonicalValue(parameter, raw);
    if (value !== undefined) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

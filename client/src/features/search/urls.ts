const searchPath = '/search';

export const searchUrl = (query: string) => `${searchPath}?q=${encodeURIComponent(query)}`;

/** The query of the search results page at `location`; empty on any other page. */
export function searchQueryOf(location: { pathname: string; search: string }): string {
  if (location.pathname.replace(/\/$/, '') !== searchPath) return '';
  return new URLSearchParams(location.search).get('q') ?? '';
}

import { categoryPages } from '../../../shared/catalog/categories.ts';
import { genres } from '../../../shared/catalog/genres.ts';

/** What the sitemap reads of a game. */
export interface SitemapGame {
  slug: string;
  updatedAt: string;
  status: 'active' | 'inactive';
}

/** One address of the site (a path) and the day it last changed, when known. */
export interface SitemapUrl {
  path: string;
  lastmod: string | undefined;
}

const listingPaths = ['/latest', '/categories', '/top-downloads', '/faq', '/request', '/contact'];

function day(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * Home, the listing pages, every genre and category page, and every active game of `games` in
 * their order. Home, genre and category pages changed when the newest game did.
 */
export function sitemapUrls(games: readonly SitemapGame[]): SitemapUrl[] {
  const active = games.filter((game) => game.status === 'active');
  const days = active.map((game) => day(game.updatedAt));
  const newest = days.filter(Boolean).sort().at(-1);
  return [
    { path: '/', lastmod: newest },
    ...listingPaths.map((path) => ({ path, lastmod: undefined })),
    ...genres.map((genre) => ({ path: `/genre/${genre.id}`, lastmod: newest })),
    ...categoryPages.map((category) => ({ path: `/category/${category.slug}`, lastmod: newest })),
    ...active.map((game, index) => ({
      path: `/game/${encodeURIComponent(game.slug)}`,
      lastmod: days[index],
    })),
  ];
}

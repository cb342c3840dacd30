import type { Request, RequestHandler } from 'express';
import { parse } from 'graphql';

import { categoryPages } from '../../../shared/catalog/categories.ts';
import { genres } from '../../../shared/catalog/genres.ts';
import { requestOrigin } from '../pages/requestOrigin.ts';
import type { ExecuteOperation } from '../pages/ssrBundle.ts';

const pageSize = 100;
const gamesPage = parse(`
  query SitemapGames($offset: Int!) {
    games(offset: $offset, limit: ${pageSize}, sort: TITLE) {
      nodes { slug updatedAt status }
      pageInfo { hasMore }
    }
  }
`);

interface GamesPage {
  games: {
    nodes: { slug: string; updatedAt: string; status: 'active' | 'inactive' }[];
    pageInfo: { hasMore: boolean };
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const day = (iso: string) =>
  Number.isNaN(Date.parse(iso)) ? undefined : new Date(iso).toISOString().slice(0, 10);

async function activeGames(execute: ExecuteOperation) {
  const games: GamesPage['games']['nodes'] = [];
  for (let offset = 0; ; offset += pageSize) {
    const result = await execute({ query: gamesPage, variables: { offset }, operationName: 'SitemapGames' });
    const data = result.data as GamesPage | undefined;
    if (!data) throw new Error(result.errors?.[0]?.message ?? 'The catalogue did not answer');
    // A staff caller's catalogue includes inactive games; the sitemap never does.
    games.push(...data.games.nodes.filter((game) => game.status === 'active'));
    if (!data.games.pageInfo.hasMore) return games;
  }
}

function urlEntry(origin: string, path: string, lastModified?: string) {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc>${lastmod}</url>`;
}

/** `/sitemap.xml`: home, listing pages, every genre and category page, and every active game. */
export function sitemap(
  execute: (req: Request) => ExecuteOperation,
  publicUrl: string | undefined,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const games = await activeGames(execute(req));
      const origin = requestOrigin(req, publicUrl);
      const newest = games
        .map((game) => day(game.updatedAt))
        .filter(Boolean)
        .sort()
        .at(-1);
      const entries = [
        urlEntry(origin, '/', newest),
        ...['/latest', '/categories', '/top-downloads', '/faq', '/request', '/contact'].map((path) =>
          urlEntry(origin, path),
        ),
        ...genres.map((genre) => urlEntry(origin, `/genre/${genre.id}`, newest)),
        ...categoryPages.map((category) => urlEntry(origin, `/category/${category.slug}`, newest)),
        ...games.map((game) =>
          urlEntry(origin, `/game/${encodeURIComponent(game.slug)}`, day(game.updatedAt)),
        ),
      ];
      res
        .type('application/xml')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
        );
    } catch (error) {
      next(error);
    }
  };
}

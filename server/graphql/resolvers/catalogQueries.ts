import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { genreCounts } from '../catalog/genreCounts.ts';
import { homeData } from '../catalog/homeData.ts';
import { categoryOptions, genreOptions } from '../catalog/navigation.ts';
import { filterGames, page, sortGames } from '../catalog/selectGames.ts';
import { suggestGames } from '../catalog/suggestions.ts';
import { downloadWindows, topDownloadGames } from '../catalog/topDownloads.ts';

const suggestionCount = 5;

export const catalogQueries: QueryResolvers = {
  games: async (_parent, args, ctx) => {
    const catalog = await ctx.catalog();
    const matching = sortGames(filterGames(catalog.games, args.filter), args.sort ?? 'NEWEST');
    return page(matching, args.offset ?? 0, args.limit ?? 50);
  },
  game: (_parent, { slug }, ctx) => ctx.gameBySlug.load(slug),
  searchSuggestions: async (_parent, { q }, ctx) => {
    const needle = q.trim().toLowerCase();
    if (!needle) return [];
    return suggestGames(await ctx.catalog(), needle, suggestionCount);
  },
  searchGames: async (_parent, args, ctx) => {
    const catalog = await ctx.catalog();
    const matching = args.q.trim() ? filterGames(catalog.games, { search: args.q }) : [];
    return page(matching, args.offset ?? 0, args.limit ?? 50);
  },
  home: async (_parent, _args, ctx) => homeData((await ctx.catalog()).games),
  topDownloads: async (_parent, { window }, ctx) => {
    const chosen = window ?? 'ALL';
    const [catalog, ranking] = await Promise.all([
      ctx.catalog(),
      ctx.communityReads.topDownloads(downloadWindows[chosen]),
    ]);
    return topDownloadGames(catalog, chosen, ranking);
  },
  genres: () => genreOptions,
  // The public catalogue whoever asks: the counts of active games, the same for everyone.
  genreCounts: async (_parent, _args, ctx) => genreCounts((await ctx.publicCatalog.get()).games),
  categories: () => categoryOptions,
  predefinedOptions: (_parent, _args, ctx) => ctx.dataSources.games.predefinedOptions(),
};

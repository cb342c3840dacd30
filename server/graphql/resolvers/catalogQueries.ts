import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { homeData } from '../catalog/homeData.ts';
import { categoryOptions, genreOptions } from '../catalog/navigation.ts';
import { filterGames, inWindow, page, sortGames } from '../catalog/selectGames.ts';
import { suggestGames } from '../catalog/suggestions.ts';

const suggestionCount = 5;
const topDownloadsSample = 15;

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
    const now = Date.now();
    const games = (await ctx.catalog()).games.filter((entry) => inWindow(entry, window ?? 'ALL', now));
    return sortGames(games, 'POPULAR')
      .slice(0, topDownloadsSample)
      .map((entry) => entry.game);
  },
  genres: () => genreOptions,
  categories: () => categoryOptions,
  predefinedOptions: (_parent, _args, ctx) => ctx.dataSources.games.predefinedOptions(),
};

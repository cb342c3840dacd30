import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { toDownload, toFavorite, toProfile, toSettings } from './mappers.ts';

export const accountQueries: QueryResolvers = {
  me: async (_parent, _args, ctx) => {
    const profile = await ctx.viewer();
    return profile ? toProfile(profile) : null;
  },
  settings: async (_parent, _args, ctx) => toSettings(await ctx.dataSources.account.settings()),
  favorites: async (_parent, _args, ctx) => (await ctx.dataSources.account.favorites()).map(toFavorite),
  downloads: async (_parent, _args, ctx) => (await ctx.dataSources.account.downloads()).map(toDownload),
};

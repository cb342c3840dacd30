import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { toDownload, toFavorite, toProfile, toSettings } from './mappers.ts';

export const accountQueries: QueryResolvers = {
  me: async (_parent, _args, ctx) => {
    const profile = await ctx.viewer();
    return profile ? toProfile(profile) : null;
  },
  settings: async (_parent, _args, ctx) => toSettings(await ctx.services.account.settings(ctx.caller)),
  favorites: async (_parent, _args, ctx) =>
    (await ctx.services.account.favorites(ctx.caller)).map(toFavorite),
  downloads: async (_parent, _args, ctx) =>
    (await ctx.services.account.downloads(ctx.caller)).map(toDownload),
};

import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.ts';

export const siteSettingsQueries: QueryResolvers = {
  siteSettings: (_parent, _args, ctx) => ctx.siteSettings.get(),
};

export const siteSettingsMutations: MutationResolvers = {
  updateSiteSettings: async (_parent, { input }, ctx) => {
    const saved = await ctx.dataSources.siteSettings.save(input);
    ctx.siteSettings.invalidate();
    return saved;
  },
};

import type { SiteSettings } from '../../../shared/settings/siteSettings.ts';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.ts';

const withTwoFactor = (settings: SiteSettings) => ({ ...settings, twoFactorEnabled: false });

export const siteSettingsQueries: QueryResolvers = {
  siteSettings: async (_parent, _args, ctx) => withTwoFactor(await ctx.siteSettings.get()),
};

export const siteSettingsMutations: MutationResolvers = {
  updateSiteSettings: async (_parent, { input }, ctx) => {
    const saved = await ctx.dataSources.siteSettings.save(input);
    ctx.siteSettings.invalidate();
    return withTwoFactor(saved);
  },
};

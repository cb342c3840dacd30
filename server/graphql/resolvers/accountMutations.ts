import type { MutationResolvers } from '../__generated__/resolvers.ts';
import { toProfile, toSettings } from './mappers.ts';

export const accountMutations: MutationResolvers = {
  login: (_parent, { input }, ctx) => ctx.services.account.login(input, ctx.caller),
  adminLogin: (_parent, { input }, ctx) =>
    ctx.services.account.login({ ...input, isAdminLogin: true }, ctx.caller),
  register: (_parent, { input }, ctx) => ctx.services.account.register(input, ctx.caller),
  updateProfile: async (_parent, { email }, ctx) => {
    await ctx.services.account.updateProfile(email, ctx.caller);
    return toProfile(await ctx.services.account.profile(ctx.caller));
  },
  updatePassword: (_parent, args, ctx) => ctx.services.account.updatePassword(args, ctx.caller),
  updateSettings: async (_parent, { input }, ctx) => {
    const settings = {
      email_notifications: input.emailNotifications,
      download_notifications: input.downloadNotifications,
    };
    return toSettings((await ctx.services.account.updateSettings(settings, ctx.caller)).settings);
  },
  toggleFavorite: (_parent, { gameId }, ctx) => ctx.services.account.toggleFavorite(gameId, ctx.caller),
  recordDownload: (_parent, { gameId }, ctx) => ctx.services.account.recordDownload(gameId, ctx.caller),
  submitDmcaNotice: (_parent, { input }, ctx) =>
    ctx.services.admin.submitDmcaNotice({ ...input, company: input.company ?? '' }, ctx.caller),
  submitGameRequest: (_parent, { input }, ctx) =>
    ctx.services.admin.submitGameRequest(
      {
        game_title: input.gameTitle,
        platform: input.platform,
        release_year: input.releaseYear ?? null,
        requester_email: input.requesterEmail,
        additional_info: input.additionalInfo ?? '',
      },
      ctx.caller,
    ),
};

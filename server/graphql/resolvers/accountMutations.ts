import type { MutationResolvers } from '../__generated__/resolvers.ts';
import { claimingVisitor } from '../community/claimVisitor.ts';
import { toProfile, toSettings } from './mappers.ts';

export const accountMutations: MutationResolvers = {
  login: (_parent, { input }, ctx) => claimingVisitor(ctx, ctx.dataSources.auth.login(input)),
  adminLogin: (_parent, { input }, ctx) =>
    claimingVisitor(ctx, ctx.dataSources.auth.login({ ...input, isAdminLogin: true })),
  register: (_parent, { input }, ctx) => claimingVisitor(ctx, ctx.dataSources.auth.register(input)),
  requestPasswordReset: (_parent, { email }, ctx) => ctx.dataSources.auth.requestPasswordReset(email),
  resetPassword: (_parent, { input }, ctx) => ctx.dataSources.auth.resetPassword(input),
  undoEmailChange: (_parent, { token }, ctx) => ctx.dataSources.auth.undoEmailChange(token),
  verifyEmail: (_parent, { token }, ctx) => ctx.dataSources.auth.verifyEmail(token),
  resendVerificationEmail: (_parent, _args, ctx) => ctx.dataSources.auth.resendVerification(),
  updateProfile: async (_parent, { email, currentPassword }, ctx) => {
    await ctx.dataSources.account.updateProfile({ email, currentPassword });
    return toProfile(await ctx.dataSources.account.profile());
  },
  logout: (_parent, _args, ctx) => ctx.dataSources.auth.logout(),
  signOutEverywhere: (_parent, _args, ctx) => ctx.dataSources.account.signOutEverywhere(),
  deleteAccount: (_parent, { password }, ctx) => ctx.dataSources.account.deleteAccount(password),
  updatePassword: (_parent, args, ctx) => ctx.dataSources.account.updatePassword(args),
  updateSettings: async (_parent, { input }, ctx) => {
    const settings = {
      email_notifications: input.emailNotifications,
      download_notifications: input.downloadNotifications,
    };
    return toSettings((await ctx.dataSources.account.updateSettings(settings)).settings);
  },
  toggleFavorite: (_parent, { gameId }, ctx) => ctx.dataSources.account.toggleFavorite(gameId),
};

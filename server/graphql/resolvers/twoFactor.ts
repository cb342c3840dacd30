import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.ts';
import { claimingVisitor } from '../community/claimVisitor.ts';

const recoveryCodes = (answer: { message: string; recovery_codes: string[] }) => ({
  message: answer.message,
  codes: answer.recovery_codes,
});

export const twoFactorQueries: QueryResolvers = {
  twoFactorStatus: async (_parent, _args, ctx) => {
    const status = await ctx.dataSources.twoFactor.status();
    return {
      enabled: status.enabled,
      recoveryCodesLeft: status.recovery_codes_left,
      required: status.required,
    };
  },
};

export const twoFactorMutations: MutationResolvers = {
  completeTwoFactorSignIn: (_parent, { input }, ctx) =>
    claimingVisitor(ctx, ctx.dataSources.auth.completeTwoFactorSignIn(input)),
  startTwoFactorSetup: async (_parent, _args, ctx) => {
    const setup = await ctx.dataSources.twoFactor.setup();
    return { manualKey: setup.secret, otpauthUri: setup.otpauth_uri, qrCode: setup.qr_code };
  },
  enableTwoFactor: async (_parent, { code }, ctx) =>
    recoveryCodes(await ctx.dataSources.twoFactor.enable(code)),
  disableTwoFactor: (_parent, args, ctx) => ctx.dataSources.twoFactor.disable(args),
  regenerateRecoveryCodes: async (_parent, { code }, ctx) =>
    recoveryCodes(await ctx.dataSources.twoFactor.regenerateRecoveryCodes(code)),
};

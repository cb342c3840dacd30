import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers.ts';
import { toUser } from './mappers.ts';

/** A caller who may not delete at all is told so, not given a count of failures. */
const isAccessRefusal = (error: unknown) =>
  error instanceof GraphQLError && ['UNAUTHENTICATED', 'FORBIDDEN'].includes(String(error.extensions.code));

/** SPEC 8's texts for the bulk delete outcome. */
function bulkDeleteMessage(deleted: number, failed: number): string {
  if (failed === 0) return `Successfully deleted ${deleted} games`;
  if (deleted === 0) return 'Failed to delete games';
  return `Failed to delete ${failed} games. ${deleted} games were deleted successfully.`;
}

export const adminMutations: MutationResolvers = {
  deleteGame: async (_parent, { id }, ctx) => {
    const answer = await ctx.services.games.remove(id, ctx.caller);
    ctx.services.publicCatalog.invalidate();
    return answer;
  },
  deleteGames: async (_parent, { ids }, ctx) => {
    const outcomes = await Promise.allSettled(ids.map((id) => ctx.services.games.remove(id, ctx.caller)));
    const refusal = outcomes.find(
      (outcome): outcome is PromiseRejectedResult =>
        outcome.status === 'rejected' && isAccessRefusal(outcome.reason),
    );
    if (refusal) throw refusal.reason;
    const deleted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    if (deleted > 0) ctx.services.publicCatalog.invalidate();
    const failed = ids.length - deleted;
    return { deleted, failed, message: bulkDeleteMessage(deleted, failed) };
  },
  createUser: async (_parent, { input }, ctx) =>
    toUser(await ctx.services.admin.createUser(input, ctx.caller)),
  updateUser: async (_parent, { id, input }, ctx) => {
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value != null && value !== ''),
    );
    return toUser(await ctx.services.admin.updateUser(id, changes, ctx.caller));
  },
  deleteUser: (_parent, { id }, ctx) => ctx.services.admin.deleteUser(id, ctx.caller),
  updateDmcaStatus: (_parent, { id, status }, ctx) =>
    ctx.services.admin.decideDmcaNotice(id, status, ctx.caller),
  updateGameRequestStatus: (_parent, { id, status }, ctx) =>
    ctx.services.admin.decideGameRequest(id, status, ctx.caller),
};

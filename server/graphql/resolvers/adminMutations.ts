import { maxBulkDelete } from '../../../shared/catalog/gameChoices.ts';
import { messages } from '../../../shared/validation/messages.ts';
import type { MutationResolvers } from '../__generated__/resolvers.ts';
import { requireRole } from '../access.ts';
import { apiError, hasErrorCode } from '../errors.ts';
import { toUser } from './mappers.ts';

const bulkDeleteParallelism = 5;

/** Runs `work` for every item, a few at a time, and reports each outcome. */
async function settleInBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const outcomes: PromiseSettledResult<R>[] = [];
  for (let start = 0; start < items.length; start += size) {
    outcomes.push(...(await Promise.allSettled(items.slice(start, start + size).map(work))));
  }
  return outcomes;
}

/** A caller who may not delete at all is told so, not given a count of failures. */
const isAccessRefusal = (error: unknown) => hasErrorCode(error, 'UNAUTHENTICATED', 'FORBIDDEN');

/** The caller's own password, sent on only when given. */
const ownPassword = (currentPassword: string | null | undefined) =>
  currentPassword != null && currentPassword !== '' ? { currentPassword } : {};

export const adminMutations: MutationResolvers = {
  deleteGame: async (_parent, { id }, ctx) => {
    const answer = await ctx.dataSources.games.remove(id);
    ctx.publicCatalog.invalidate();
    return answer;
  },
  deleteGames: async (_parent, { ids }, ctx) => {
    // Checked first: a refused caller must not be able to fan out calls to the REST service.
    await requireRole(ctx, 'games');
    if (ids.length > maxBulkDelete) throw apiError('BAD_USER_INPUT', `Select at most ${maxBulkDelete} games`);
    const outcomes = await settleInBatches(ids, bulkDeleteParallelism, (id) =>
      ctx.dataSources.games.remove(id),
    );
    const refusal = outcomes.find(
      (outcome): outcome is PromiseRejectedResult =>
        outcome.status === 'rejected' && isAccessRefusal(outcome.reason),
    );
    if (refusal) throw refusal.reason;
    const deleted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    if (deleted > 0) ctx.publicCatalog.invalidate();
    const failed = ids.length - deleted;
    return { deleted, failed, message: messages.game.bulkDeleted(deleted, failed) };
  },
  createUser: async (_parent, { input, currentPassword, idempotencyKey }, ctx) =>
    toUser(
      await ctx.dataSources.users.create(
        { ...input, ...ownPassword(currentPassword) },
        idempotencyKey ?? undefined,
      ),
    ),
  updateUser: async (_parent, { id, input, currentPassword }, ctx) => {
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value != null && value !== ''),
    );
    return toUser(await ctx.dataSources.users.update(id, { ...changes, ...ownPassword(currentPassword) }));
  },
  deleteUser: (_parent, { id }, ctx) => ctx.dataSources.users.remove(id),
  updateDmcaStatus: async (_parent, { id, status, takeGameOffline }, ctx) => {
    const answer = await ctx.dataSources.moderation.decideDmcaNotice(id, status, takeGameOffline === true);
    if (takeGameOffline) ctx.publicCatalog.invalidate();
    return answer;
  },
  updateGameRequestStatus: (_parent, { id, status }, ctx) =>
    ctx.dataSources.moderation.decideGameRequest(id, status),
};

import { messages } from '../../../shared/validation/messages.ts';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.ts';
import { requireRole } from '../access.ts';
import { apiError } from '../errors.ts';
import { toReportPage } from '../normalize/report.ts';

const reportsUnavailable = () => {
  throw apiError('NOT_FOUND', messages.graphqlCommunity.unavailable('Reports'));
};

/** The console's Reports page (moderators and admins) and the game page's Report dialog (anyone). */
export const reportQueries: QueryResolvers = {
  reports: async (_parent, { filter, offset, limit }, ctx) => {
    await requireRole(ctx, 'moderation');
    return ctx.communityFeatures.guard(
      'reports',
      async () =>
        toReportPage(
          await ctx.dataSources.reports.list({
            status: filter?.status ?? undefined,
            kind: filter?.kind ?? undefined,
            offset: offset ?? 0,
            limit: limit ?? 50,
          }),
        ),
      () => ({ reports: [], totalCount: 0, openCount: 0 }),
    );
  },
  openReportCount: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'moderation');
    return ctx.communityFeatures.guard(
      'reports',
      async () => (await ctx.dataSources.reports.list({ status: 'open', offset: 0, limit: 1 })).openCount,
      () => 0,
    );
  },
};

export const reportMutations: MutationResolvers = {
  submitGameReport: (_parent, { input, idempotencyKey }, ctx) => {
    const report = {
      gameId: input.gameId,
      reason: input.reason,
      description: input.description,
      email: input.email,
      ...(input.url != null && { url: input.url }),
    };
    return ctx.communityFeatures.guard(
      'reports',
      () => ctx.dataSources.reports.submitGameReport(report, idempotencyKey ?? undefined),
      reportsUnavailable,
    );
  },
  updateReportStatus: (_parent, { id, status, note }, ctx) =>
    ctx.communityFeatures.guard(
      'reports',
      () => ctx.dataSources.reports.decide(id, { status, ...(note != null && { note }) }),
      reportsUnavailable,
    ),
};

import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { requireRole } from '../access.ts';
import { toAuditLogPage } from '../normalize/auditEntry.ts';

export const auditQueries: QueryResolvers = {
  auditLog: async (_parent, { filter, offset, limit }, ctx) => {
    await requireRole(ctx, 'audit');
    const answer = await ctx.dataSources.audit.list({
      offset,
      limit,
      ...(filter?.actorId != null && { actorId: String(filter.actorId) }),
      ...(filter?.action != null && { action: filter.action }),
    });
    return toAuditLogPage(answer);
  },
};

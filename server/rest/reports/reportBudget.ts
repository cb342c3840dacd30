import type { RestContext } from '../context.ts';
import { accountAndAddressBudget } from '../express/rateLimits.ts';

/**
 * Reports of games (`submit_report.php`) and of comments (`comments.php?action=report`) together:
 * per account (when signed in) and per address, per hour. Made once, shared by both endpoints.
 */
export const reportBudget = (ctx: RestContext) =>
  accountAndAddressBudget(ctx, 'reports', { points: ctx.config.limits.reportsPerHour, windowSeconds: 3600 });

export type ReportBudget = ReturnType<typeof reportBudget>;

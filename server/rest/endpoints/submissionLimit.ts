import type { RequestHandler } from 'express';

import type { RestContext } from '../context.ts';
import { perVisitorLimit } from '../express/rateLimits.ts';

/**
 * The hourly per-visitor budget of an anonymous submission endpoint, named after it: every endpoint
 * allows `submissionsPerIpPerHour` POSTs per address and hour.
 */
export function submissionLimit(ctx: RestContext, endpoint: string): RequestHandler {
  return perVisitorLimit({
    name: `submissions.${endpoint}`,
    store: ctx.limiters,
    limit: ctx.config.limits.submissionsPerIpPerHour,
    windowMs: 3600_000,
    clientIp: ctx.clientIp,
    addressKey: ctx.addressKey,
    log: ctx.log,
  });
}

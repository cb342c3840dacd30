import type { RequestHandler } from 'express';

import type { RestContext } from '../context.ts';
import { perVisitorLimit } from '../http/rateLimits.ts';

/**
 * The hourly per-visitor budget of an anonymous submission endpoint. Each call makes a budget of
 * its own: every endpoint it guards allows `submissionsPerIpPerHour` POSTs per address and hour.
 */
export function submissionLimit(ctx: RestContext): RequestHandler {
  return perVisitorLimit({
    limit: ctx.config.limits.submissionsPerIpPerHour,
    windowMs: 3600_000,
    clientIp: ctx.clientIp,
    log: ctx.log,
  });
}

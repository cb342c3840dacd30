import express, { Router } from 'express';

import { messages } from '../../shared/validation/messages.ts';
import type { NodeMiddleware } from '../answers/headersSetBy.ts';
import { longestSessionSeconds } from './auth/sessionLength.ts';
import { staffTwoFactorPolicy } from './auth/twoFactor/staffPolicy.ts';
import { identifyViewer } from './auth/viewer.ts';
import { now } from './clock.ts';
import type { RestContext } from './context.ts';
import { accountEndpoint } from './endpoints/accountEndpoint.ts';
import { auditLogEndpoint } from './endpoints/auditLogEndpoint.ts';
import { authEndpoint } from './endpoints/authEndpoint.ts';
import { commentsEndpoint } from './endpoints/commentsEndpoint.ts';
import { communityEndpoint } from './endpoints/communityEndpoint.ts';
import { gamesEndpoint } from './endpoints/gamesEndpoint.ts';
import { moderationEndpoints } from './endpoints/moderationEndpoints.ts';
import { newsletterEndpoint } from './endpoints/newsletterEndpoint.ts';
import { reportsEndpoint } from './endpoints/reportsEndpoint.ts';
import { settingsEndpoint } from './endpoints/settingsEndpoint.ts';
import { supportEndpoints } from './endpoints/supportEndpoints.ts';
import { twoFactorEndpoint } from './endpoints/twoFactorEndpoint.ts';
import { usersEndpoint } from './endpoints/usersEndpoint.ts';
import { restErrorHandler } from './express/errorHandler.ts';
import { badRequest, HttpError } from './express/HttpError.ts';
import { inRequestContext, requestDeadline } from './express/requestDeadline.ts';
import { reportBudget } from './reports/reportBudget.ts';
import { nestedDeeperThan } from './validation/jsonDepth.ts';

/** How Express matches a route's path by default: any case, one trailing slash or none. */
const routeKey = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * Hands each request to the one endpoint router with routes for its path, and answers 405 or 404
 * for the rest. Passing every request through each endpoint's router in turn cost a request a
 * quarter of its allocations (docs/performance-log.md, "Views by group commit").
 */
function routedByPath(endpoints: Router[]): Router {
  const owners = new Map<string, Router>();
  for (const endpoint of endpoints) {
    for (const layer of endpoint.stack) {
      if (!layer.route) continue;
      const key = routeKey(layer.route.path);
      if (owners.has(key) && owners.get(key) !== endpoint) throw new Error(`${key} has two endpoints`);
      owners.set(key, endpoint);
    }
  }
  const router = Router();
  router.use((req, res, next) => {
    const endpoint = owners.get(routeKey(req.path));
    if (endpoint) endpoint(req, res, next);
    else next();
  });
  router.use((req) => {
    if (owners.has(routeKey(req.path))) throw new HttpError(405, 'Method not allowed');
    throw new HttpError(404, 'Not found');
  });
  return router;
}

/** What every REST answer carries unless its endpoint says otherwise: JSON is never a page. */
export const restHeaders: NodeMiddleware = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  next();
};

/** Every endpoint of the REST contract, each a router with its own routes. */
export function restEndpoints(ctx: RestContext): Router[] {
  // Game and comment reports share one budget.
  const reports = reportBudget(ctx);
  return [
    gamesEndpoint(ctx),
    authEndpoint(ctx),
    accountEndpoint(ctx),
    usersEndpoint(ctx),
    moderationEndpoints(ctx),
    supportEndpoints(ctx),
    newsletterEndpoint(ctx),
    settingsEndpoint(ctx),
    auditLogEndpoint(ctx),
    twoFactorEndpoint(ctx),
    commentsEndpoint(ctx, reports),
    reportsEndpoint(ctx, reports),
    communityEndpoint(ctx),
  ];
}

/** The REST contract of the product specification, section 7, mounted under `/api`. */
export function restRouter(ctx: RestContext): Router {
  const router = Router();
  router.use(restHeaders);
  router.use(requestDeadline(ctx.config.limits, ctx.config.requestDeadlines.uploadBodyMs));
  const tokenRules = {
    secret: ctx.config.jwtSecret,
    longestLifetimeSeconds: longestSessionSeconds(ctx.config),
  };
  const noteActive = (userId: number, since: string) =>
    ctx.background.run('users.note_active', () => ctx.users.markActive(userId, now(), since));
  router.use(identifyViewer(tokenRules, ctx.users, noteActive));
  router.use(staffTwoFactorPolicy(ctx));
  router.use(inRequestContext(express.json({ limit: ctx.config.limits.maxJsonBytes, strict: true })));
  router.use((req, _res, next) => {
    next(nestedDeeperThan(req.body) ? badRequest(messages.nestedTooDeeply) : undefined);
  });
  router.use(routedByPath(restEndpoints(ctx)));
  router.use(restErrorHandler(ctx.log, ctx.clientIp));
  return router;
}

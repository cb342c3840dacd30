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

const endpoints = [
  '/games.php',
  '/users.php',
  '/auth.php',
  '/account.php',
  '/dmca_notices.php',
  '/game_requests.php',
  '/submit_dmca.php',
  '/submit_game_request.php',
  '/submit_contact.php',
  '/submit_issue_report.php',
  '/newsletter.php',
  '/settings.php',
  '/audit_log.php',
  '/two_factor.php',
  '/comments.php',
  '/submit_report.php',
  '/reports.php',
  '/community.php',
];

/** What every REST answer carries unless its endpoint says otherwise: JSON is never a page. */
export const restHeaders: NodeMiddleware = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  next();
};

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
  router.use(gamesEndpoint(ctx));
  router.use(authEndpoint(ctx));
  router.use(accountEndpoint(ctx));
  router.use(usersEndpoint(ctx));
  router.use(moderationEndpoints(ctx));
  router.use(supportEndpoints(ctx));
  router.use(newsletterEndpoint(ctx));
  router.use(settingsEndpoint(ctx));
  router.use(auditLogEndpoint(ctx));
  router.use(twoFactorEndpoint(ctx));
  // Game and comment reports share one budget.
  const reports = reportBudget(ctx);
  router.use(commentsEndpoint(ctx, reports));
  router.use(reportsEndpoint(ctx, reports));
  router.use(communityEndpoint(ctx));
  router.use((req) => {
    if (endpoints.includes(req.path)) throw new HttpError(405, 'Method not allowed');
    throw new HttpError(404, 'Not found');
  });
  router.use(restErrorHandler(ctx.log, ctx.clientIp));
  return router;
}

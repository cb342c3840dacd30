import type { Request, RequestHandler, Response } from 'express';
import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { requireVerifiedEmail } from '../auth/requireVerifiedEmail.ts';
import type { Viewer } from '../auth/viewer.ts';
import { requireViewer, viewerOf } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import { communityLimits } from '../community/communityLimits.ts';
import {
  activeUserDays,
  downloadWindows,
  myRatingsLength,
  topDownloadsLength,
  utcDay,
} from '../community/countRules.ts';
import {
  accountKey,
  accountVisitor,
  requireAnonymousKey,
  requireVisitor,
  visitorOf,
} from '../community/visitorKeys.ts';
import type { RestContext } from '../context.ts';
import { badRequest, HttpError, notFound } from '../express/HttpError.ts';
import { queryParam, requiredId } from '../express/requestParams.ts';
import { gameIdSchema } from '../validation/authSchemas.ts';
import { rateSchema, topDownloadsSchema } from '../validation/communitySchemas.ts';
import { validate } from '../validation/validate.ts';

type CommunityAction = (req: Request, res: Response, viewer: Viewer | null) => Promise<void>;

/**
 * `/community.php?action=…`: the counts every visitor sees (views, stars, shares, downloads) and
 * the accounts' ratings. Anyone may count, as an account (bearer token) or as an anonymous
 * visitor (`X-Visitor-Id`); every counted event goes through `ctx.community`, whose deltas reach
 * the games with the next flush (see community/countsFlush.ts).
 */
export function communityEndpoint(ctx: RestContext): Router {
  const router = Router();
  const limits = communityLimits(ctx);

  async function activeGameId(gameId: number): Promise<number> {
    if (!(await ctx.community.isActiveGame(gameId))) throw notFound(messages.game.notFound);
    return gameId;
  }
  const bodyGameId = async (req: Request) => activeGameId((await validate(gameIdSchema, req.body)).gameId);

  const writes: Record<string, CommunityAction> = {
    view: async (req, res, viewer) => {
      const visitor = requireVisitor(req, viewer);
      const { gameId } = await validate(gameIdSchema, req.body);
      if (!(await limits.viewCounts(req))) {
        await activeGameId(gameId);
        res.json({ counted: false });
        return;
      }
      const outcome = await ctx.views.record({ visitorKey: visitor.key, gameId });
      if (outcome === 'unknownGame') throw notFound(messages.game.notFound);
      res.json({ counted: outcome === 'counted' });
    },
    star: async (req, res, viewer) => {
      const visitor = requireVisitor(req, viewer);
      const gameId = await bodyGameId(req);
      await limits.takeStarOrShare(req, visitor);
      res.json({ starred: true, counted: await ctx.community.star(visitor, gameId, now()) });
    },
    unstar: async (req, res, viewer) => {
      // Only an account's star can be withdrawn: an anonymous one cannot be undone (SPEC 4).
      if (!viewer) throw new HttpError(403, messages.community.anonymousUnstar);
      const gameId = await bodyGameId(req);
      await limits.takeStarOrShare(req, accountVisitor(viewer.id));
      await ctx.community.unstar(viewer.id, gameId);
      res.json({ starred: false });
    },
    share: async (req, res, viewer) => {
      const visitor = requireVisitor(req, viewer);
      const gameId = await bodyGameId(req);
      await limits.takeStarOrShare(req, visitor);
      res.json({ counted: await ctx.community.share(visitor.key, gameId, now()) });
    },
    download: async (req, res, viewer) => {
      const visitor = requireVisitor(req, viewer);
      const gameId = await bodyGameId(req);
      const counts = visitor.kind === 'account' || (await limits.anonymousDownloadCounts(req));
      const counted = counts && (await ctx.community.recordDownload(visitor, gameId, now()));
      res.status(201).json({ message: messages.community.downloadRecorded, counted });
    },
    rate: async (req, res) => {
      const viewer = requireViewer(res);
      requireVerifiedEmail(viewer);
      const input = await validate(rateSchema, req.body);
      const gameId = await activeGameId(input.gameId);
      await limits.takeRating(req, accountVisitor(viewer.id));
      await ctx.community.rate(viewer.id, gameId, input.rating, now());
      res.json({ rating: input.rating });
    },
    unrate: async (req, res) => {
      const viewer = requireViewer(res);
      const gameId = await bodyGameId(req);
      await limits.takeRating(req, accountVisitor(viewer.id));
      await ctx.community.unrate(viewer.id, gameId);
      res.json({ rating: null });
    },
    'claim-visitor': async (req, res) => {
      const viewer = requireViewer(res);
      await ctx.community.claimVisitor(viewer.id, requireAnonymousKey(req), accountKey(viewer.id));
      res.json({ message: messages.community.visitorClaimed });
    },
  };

  const reads: Record<string, CommunityAction> = {
    viewer: async (req, res, viewer) => {
      const visitor = visitorOf(req, viewer);
      const gameId = await activeGameId(requiredId(req, 'gameId'));
      res.json(await ctx.communityReads.viewerState(visitor, gameId));
    },
    stats: async (_req, res) => {
      const activeSince = new Date(Date.now() - activeUserDays * 86_400_000).toISOString();
      res.json(await ctx.communityReads.stats(activeSince));
    },
    'top-downloads': async (req, res) => {
      const { window } = await validate(topDownloadsSchema, { window: queryParam(req, 'window') });
      const days = downloadWindows[window];
      const fromDay = days === null ? undefined : utcDay(new Date(), days - 1);
      res.json({ games: await ctx.communityReads.topDownloads(fromDay, topDownloadsLength) });
    },
    'my-ratings': async (_req, res) => {
      const viewer = requireViewer(res);
      res.json({ ratings: await ctx.communityReads.myRatings(viewer.id, myRatingsLength) });
    },
  };

  const handle =
    (actions: Record<string, CommunityAction>, others: Record<string, CommunityAction>): RequestHandler =>
    async (req, res) => {
      const name = queryParam(req, 'action') ?? '';
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (action) return action(req, res, viewerOf(res));
      if (Object.hasOwn(others, name)) throw new HttpError(405, 'Method not allowed for this action');
      throw badRequest(messages.community.unknownAction);
    };
  router.get('/community.php', handle(reads, writes));
  router.post('/community.php', handle(writes, reads));
  return router;
}

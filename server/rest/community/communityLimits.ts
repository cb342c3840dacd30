import type { Request } from 'express';

import type { RestContext } from '../context.ts';
import { attemptLimiter, takePoint } from '../express/rateLimits.ts';
import type { Visitor } from './visitorKeys.ts';

const tenMinutes = 600;

/**
 * The budgets of `community.php`, per visitor key and per address, counted in the context's
 * limiter store (Redis when configured, so every instance counts together). Stars and shares
 * past theirs answer 429 and store nothing; views and anonymous downloads past theirs are
 * answered as not counted, since a page must never fail for a count.
 */
export function communityLimits(
  ctx: Pick<RestContext, 'config' | 'limiters' | 'log' | 'clientIp' | 'addressKey'>,
) {
  const { limits } = ctx.config;
  const budget = (points: number) => ({ points, windowSeconds: tenMinutes });
  const starsAndShares = attemptLimiter(
    ctx.limiters,
    'community.starsAndShares',
    {
      visitor: budget(limits.starsAndSharesPerTenMinutes),
      address: budget(limits.starsAndSharesPerTenMinutes),
    },
    ctx.log,
  );
  const ratings = attemptLimiter(
    ctx.limiters,
    'community.ratings',
    { visitor: budget(limits.ratingsPerTenMinutes), address: budget(limits.ratingsPerTenMinutes) },
    ctx.log,
  );
  const views = ctx.limiters.limiter('community.views', {
    points: limits.viewsPerIpPerTenMinutes,
    durationSeconds: tenMinutes,
  });
  const downloads = ctx.limiters.limiter('community.anonymousDownloads', {
    points: limits.downloadsPerIpPerTenMinutes,
    durationSeconds: tenMinutes,
  });

  const take = (limiter: typeof starsAndShares) => (req: Request, visitor: Visitor) => {
    const ip = ctx.clientIp(req);
    const details = visitor.kind === 'account' ? { userId: visitor.userId, ip } : { ip };
    return limiter(req, { visitor: visitor.key, address: ctx.addressKey(req) }, details);
  };
  const within = (limiter: typeof views) => async (req: Request) =>
    (await takePoint(limiter, ctx.addressKey(req))).ok;

  return {
    /** A star, an unstar or a share: 429 past the budget. */
    takeStarOrShare: take(starsAndShares),
    /** A rating given, changed or withdrawn: 429 past the budget. */
    takeRating: take(ratings),
    /** Whether the address may still have views counted. */
    viewCounts: within(views),
    /** Whether the address may still have anonymous downloads counted. */
    anonymousDownloadCounts: within(downloads),
  };
}

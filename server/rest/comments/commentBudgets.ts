import type { RestContext } from '../context.ts';
import { accountAndAddressBudget } from '../express/rateLimits.ts';

const tenMinutes = 600;

/** Comments posted or edited, and likes, each per account and per address in 10 minutes. */
export function commentBudgets(ctx: RestContext) {
  const { limits } = ctx.config;
  return {
    writes: accountAndAddressBudget(ctx, 'comments.writes', {
      points: limits.commentWritesPerTenMinutes,
      windowSeconds: tenMinutes,
    }),
    likes: accountAndAddressBudget(ctx, 'comments.likes', {
      points: limits.commentLikesPerTenMinutes,
      windowSeconds: tenMinutes,
    }),
  };
}

export type CommentBudgets = ReturnType<typeof commentBudgets>;

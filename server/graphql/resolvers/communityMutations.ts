import { messages } from '../../../shared/validation/messages.ts';
import type { MutationResolvers } from '../__generated__/resolvers.ts';
import type { GraphqlContext } from '../context.ts';
import { apiError } from '../errors.ts';

const notCounted = { counted: false };

/** Refuses a write to ratings the REST service does not offer (a foreign upstream). */
const ratingsUnavailable = () => {
  throw apiError('NOT_FOUND', messages.graphqlCommunity.unavailable('Ratings'));
};

/** `community.php`'s counting, or `fallback` where the REST service has none. */
const counting = <T>(ctx: GraphqlContext, call: () => Promise<T>, fallback: () => T | Promise<T>) =>
  ctx.communityFeatures.guard('community', call, fallback);

/**
 * Views, stars, shares, downloads and ratings. The anonymous visitor is known by the `gv_visitor`
 * cookie, issued by the first of these that needs it; a signed-in caller by the token.
 */
export const communityMutations: MutationResolvers = {
  recordGameView: async (_parent, { gameId }, ctx) => {
    // Crawlers, link previews and prefetches: nobody looked, and nothing is asked of the REST service.
    if (ctx.visitor.uncounted) return notCounted;
    return counting(
      ctx,
      async () => ({
        counted: (await ctx.dataSources.community.view(gameId, ctx.visitor.forCounting())).counted,
      }),
      () => notCounted,
    );
  },
  starGame: (_parent, { gameId }, ctx) =>
    counting(
      ctx,
      async () => {
        const answer = await ctx.dataSources.community.star(gameId, ctx.visitor.forCounting());
        return { starred: answer.starred, counted: answer.counted };
      },
      () => ({ starred: false, counted: false }),
    ),
  unstarGame: (_parent, { gameId }, ctx) =>
    counting(
      ctx,
      async () => ({ starred: (await ctx.dataSources.community.unstar(gameId)).starred, counted: false }),
      () => ({ starred: false, counted: false }),
    ),
  shareGame: (_parent, { gameId }, ctx) =>
    counting(
      ctx,
      async () => ({
        counted: (await ctx.dataSources.community.share(gameId, ctx.visitor.forCounting())).counted,
      }),
      () => notCounted,
    ),
  recordDownload: (_parent, { gameId }, ctx) =>
    counting(
      ctx,
      async () => {
        const answer = await ctx.dataSources.community.download(gameId, ctx.visitor.forCounting());
        return { message: answer.message, counted: answer.counted };
      },
      // SPEC 7's own endpoint keeps a signed-in caller's history on a host without counting.
      async () => {
        if (!ctx.visitor.signedIn)
          return { message: messages.graphqlCommunity.downloadNotCounted, counted: false };
        return { message: (await ctx.dataSources.account.recordDownload(gameId)).message, counted: false };
      },
    ),
  rateGame: (_parent, { gameId, rating }, ctx) =>
    counting(ctx, () => ctx.dataSources.community.rate(gameId, rating), ratingsUnavailable),
  unrateGame: (_parent, { gameId }, ctx) =>
    counting(ctx, () => ctx.dataSources.community.unrate(gameId), ratingsUnavailable),
};

import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { toGameSummary } from './mappers.ts';

const nothingDone = { starred: false, shared: false, myRating: null };

export const communityQueries: QueryResolvers = {
  gameViewer: async (_parent, { gameId }, ctx) => {
    // Without a token or a visitor cookie, the visitor has done nothing yet: no cookie is issued
    // and nothing is asked (the view that follows issues it).
    const visitorId = ctx.visitor.current();
    if (!ctx.visitor.signedIn && !visitorId) return nothingDone;
    return ctx.communityFeatures.guard(
      'community',
      async () => {
        const answer = await ctx.dataSources.community.viewer(
          gameId,
          ctx.visitor.signedIn ? undefined : visitorId,
        );
        return { starred: answer.starred, shared: answer.shared, myRating: answer.rating ?? null };
      },
      () => nothingDone,
    );
  },
  communityStats: async (_parent, _args, ctx) => {
    const stats = await ctx.communityReads.stats();
    if (stats) return stats;
    // A REST service without `community.php`: what its catalogue says, and no active users.
    const { games } = await ctx.publicCatalog.get();
    let downloads = 0;
    let reviews = 0;
    for (const { game } of games) {
      downloads += game.downloads;
      reviews += game.totalRatings;
    }
    return { activeUsers: null, downloads, reviews, games: games.length };
  },
  communityFeatures: async (_parent, _args, ctx) => {
    const [community, comments, reports] = await Promise.all([
      ctx.communityFeatures.has('community'),
      ctx.communityFeatures.has('comments'),
      ctx.communityFeatures.has('reports'),
    ]);
    return { counting: community, ratings: community, comments, reports };
  },
  myRatings: (_parent, _args, ctx) =>
    ctx.communityFeatures.guard(
      'community',
      async () =>
        (await ctx.dataSources.community.myRatings()).map((rating) => ({
          game: toGameSummary(rating),
          rating: rating.rating,
          ratedAt: rating.ratedAt,
        })),
      () => [],
    ),
};

import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { requireRole } from '../access.ts';
import { sortGames } from '../catalog/selectGames.ts';
import { toDmcaNotice, toGameRequest, toUser } from './mappers.ts';

const dashboardTopCount = 5;
const recentWindowMs = 30 * 24 * 60 * 60 * 1000;

export const adminQueries: QueryResolvers = {
  users: async (_parent, _args, ctx) => (await ctx.dataSources.users.list()).map(toUser),
  dmcaNotices: async (_parent, _args, ctx) =>
    (await ctx.dataSources.moderation.dmcaNotices()).map(toDmcaNotice),
  gameRequests: async (_parent, _args, ctx) =>
    (await ctx.dataSources.moderation.gameRequests()).map(toGameRequest),
  dashboardStats: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'console');
    const { games } = await ctx.catalog();
    const now = Date.now();
    const sum = (pick: (game: (typeof games)[number]['game']) => number) =>
      games.reduce((total, entry) => total + pick(entry.game), 0);
    return {
      totalGames: games.length,
      totalDownloads: sum((game) => game.downloads),
      totalStars: sum((game) => game.stars),
      totalViews: sum((game) => game.views),
      totalRatings: sum((game) => game.totalRatings),
      totalShares: sum((game) => game.shares),
      gamesAddedLast30Days: games.filter(({ game }) => now - Date.parse(game.createdAt) <= recentWindowMs)
        .length,
      topGames: sortGames(games, 'DOWNLOADS')
        .slice(0, dashboardTopCount)
        .map((entry) => entry.game),
    };
  },
};

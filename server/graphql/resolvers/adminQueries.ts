import type { QueryResolvers } from '../__generated__/resolvers.ts';
import { sortGames } from '../catalog/gameQueries.ts';
import { apiError } from '../errors.ts';
import { isStaffRole } from '../roles.ts';
import { toDmcaNotice, toGameRequest, toUser } from './mappers.ts';

const dashboardTopCount = 5;

export const adminQueries: QueryResolvers = {
  users: async (_parent, _args, ctx) => (await ctx.services.admin.users(ctx.caller)).map(toUser),
  dmcaNotices: async (_parent, _args, ctx) =>
    (await ctx.services.admin.dmcaNotices(ctx.caller)).map(toDmcaNotice),
  gameRequests: async (_parent, _args, ctx) =>
    (await ctx.services.admin.gameRequests(ctx.caller)).map(toGameRequest),
  dashboardStats: async (_parent, _args, ctx) => {
    const viewer = await ctx.viewer();
    if (!viewer) throw apiError('UNAUTHENTICATED', 'Authentication required');
    if (!isStaffRole(viewer.role)) {
      throw apiError('FORBIDDEN', 'You do not have permission to perform this action');
    }
    const { games } = await ctx.catalog();
    const sum = (pick: (game: (typeof games)[number]['game']) => number) =>
      games.reduce((total, entry) => total + pick(entry.game), 0);
    return {
      totalGames: games.length,
      totalDownloads: sum((game) => game.downloads),
      totalStars: sum((game) => game.totalRatings),
      totalViews: sum((game) => game.views),
      topGames: sortGames(games, 'DOWNLOADS')
        .slice(0, dashboardTopCount)
        .map((entry) => entry.game),
    };
  },
};

import { gameSlugFromUrl } from '../../../shared/catalog/gameUrls.ts';
import type { DmcaNoticeResolvers } from '../__generated__/resolvers.ts';

/**
 * The listed game a takedown notice names, from the caller's catalogue (staff see every game).
 * Only the loaded catalogue is asked: a notice naming an unknown page costs no REST call, so any
 * number of such notices cannot use up a request's lookups.
 */
export const dmcaNoticeResolvers: DmcaNoticeResolvers = {
  game: async (notice, _args, ctx) => {
    const slug = gameSlugFromUrl(notice.contentUrl);
    if (slug === undefined) return null;
    return (await ctx.catalog()).bySlug.get(slug) ?? null;
  },
};

import type { CallerRestClient } from './restClient.ts';

/** `community.php?action=top-downloads`'s windows. */
export type DownloadWindow = 'week' | 'month' | 'year' | 'all';

export interface CountAnswer {
  counted: boolean;
}

export interface ViewerAnswer {
  starred: boolean;
  shared: boolean;
  rating: number | null;
}

export interface StatsAnswer {
  activeUsers: number;
  downloads: number;
  reviews: number;
  games: number;
}

export interface TopDownloadsAnswer {
  games: { gameId: number | string; downloads: number }[];
}

export interface MyRatingAnswer {
  gameId: number | string;
  slug: string;
  title: string;
  imageUrl: string | null;
  rating: number;
  ratedAt: string;
}

/**
 * `community.php`: views, stars, shares, downloads and ratings of one visitor, and the site's
 * figures. `visitorId` is the anonymous visitor's cookie (`X-Visitor-Id`); a signed-in caller is
 * known by the token instead.
 */
export function communityApi(rest: CallerRestClient) {
  const path = '/community.php';
  const write = <T>(action: string, json: unknown, visitorId?: string) =>
    rest.request<T>(path, { method: 'POST', query: { action }, json, visitorId });
  const read = <T>(action: string, query: Record<string, string> = {}, visitorId?: string) =>
    rest.request<T>(path, { query: { action, ...query }, visitorId });

  return {
    view: (gameId: string, visitorId?: string) => write<CountAnswer>('view', { gameId }, visitorId),
    star: (gameId: string, visitorId?: string) =>
      write<CountAnswer & { starred: boolean }>('star', { gameId }, visitorId),
    unstar: (gameId: string) => write<{ starred: boolean }>('unstar', { gameId }),
    share: (gameId: string, visitorId?: string) => write<CountAnswer>('share', { gameId }, visitorId),
    download: (gameId: string, visitorId?: string) =>
      write<CountAnswer & { message: string }>('download', { gameId }, visitorId),
    rate: (gameId: string, rating: number) => write<{ rating: number | null }>('rate', { gameId, rating }),
    unrate: (gameId: string) => write<{ rating: number | null }>('unrate', { gameId }),
    viewer: (gameId: string, visitorId?: string) => read<ViewerAnswer>('viewer', { gameId }, visitorId),
    /** With the new session's token: the visitor's anonymous stars, shares and views become the account's. */
    claimVisitor: (visitorId: string) => write<{ message: string }>('claim-visitor', {}, visitorId),
    stats: () => read<StatsAnswer>('stats'),
    topDownloads: (window: DownloadWindow) => read<TopDownloadsAnswer>('top-downloads', { window }),
    myRatings: async () => (await read<{ ratings: MyRatingAnswer[] }>('my-ratings')).ratings,
  };
}

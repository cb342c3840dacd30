import { createCache } from '../../../../client/src/apollo/cache.ts';
import { AccountFavoritesQuery } from '../../../../client/src/features/account/queries.ts';
import { GameDetailPageQuery, GameViewerQuery } from '../../../../client/src/features/game/queries.ts';
import { writeStarred } from '../../../../client/src/features/game/starCache.ts';
import { gameFixture } from './gameFixture.ts';

const game = { id: '7', slug: 'zero-ad', title: '0 A.D.', imageUrl: '/uploads/zero-ad.webp' };

function seededCache() {
  const cache = createCache();
  cache.writeQuery({
    query: GameDetailPageQuery,
    variables: { slug: 'zero-ad' },
    data: { game: gameFixture() },
  });
  cache.writeQuery({
    query: GameViewerQuery,
    variables: { gameId: '7' },
    data: { gameViewer: { __typename: 'GameViewerState', starred: false, shared: false, myRating: null } },
  });
  cache.writeQuery({ query: AccountFavoritesQuery, data: { favorites: [] } });
  return cache;
}

const read = (cache: ReturnType<typeof createCache>) => ({
  stars: cache.readQuery({ query: GameDetailPageQuery, variables: { slug: 'zero-ad' } })?.game?.stars,
  starred: cache.readQuery({ query: GameViewerQuery, variables: { gameId: '7' } })?.gameViewer.starred,
  favorites: cache.readQuery({ query: AccountFavoritesQuery })?.favorites.map((entry) => entry.game.id),
});

describe('writeStarred', () => {
  it("moves the page's Star, the hearts' favorites and the star count together", () => {
    const cache = seededCache();
    writeStarred(cache, game, { starred: true, counted: true });
    expect(read(cache)).toEqual({ stars: 1251, starred: true, favorites: ['7'] });
    writeStarred(cache, game, { starred: false, counted: true });
    expect(read(cache)).toEqual({ stars: 1250, starred: false, favorites: [] });
  });

  it('does not count a star twice', () => {
    const cache = seededCache();
    writeStarred(cache, game, { starred: true, counted: true });
    writeStarred(cache, game, { starred: true, counted: false });
    expect(read(cache).stars).toBe(1251);
  });
});

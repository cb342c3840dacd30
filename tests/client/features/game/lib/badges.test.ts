import { gameBadges } from '../../../../../client/src/features/game/lib/badges.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 30);
const old = { views: 10, weightedRating: 3, releaseDate: '2020-01-01' };

describe('game badges', () => {
  it('gives Popular only above 100000 views', () => {
    expect(gameBadges({ ...old, views: 100_000 }, now)).toEqual([]);
    expect(gameBadges({ ...old, views: 100_001 }, now)).toEqual(['Popular']);
  });

  it('gives New Release under 30 days after the release date', () => {
    const released = (daysAgo: number) => new Date(now - daysAgo * day).toISOString().slice(0, 10);
    expect(gameBadges({ ...old, releaseDate: released(29) }, now)).toEqual(['New Release']);
    expect(gameBadges({ ...old, releaseDate: released(30) }, now)).toEqual([]);
  });

  it('leaves New Release out while the time is not known (server render)', () => {
    expect(gameBadges({ ...old, releaseDate: '2026-06-29' }, null)).toEqual([]);
  });

  it('gives Top Rated from a weighted rating of 4.5, never to an unrated game', () => {
    expect(gameBadges({ ...old, weightedRating: 4.49 }, now)).toEqual([]);
    expect(gameBadges({ ...old, weightedRating: 4.5 }, now)).toEqual(['Top Rated']);
    expect(gameBadges({ ...old, weightedRating: null }, now)).toEqual([]);
  });

  it('can give all three', () => {
    expect(gameBadges({ views: 200_000, weightedRating: 4.8, releaseDate: '2026-06-20' }, now)).toEqual([
      'Popular',
      'New Release',
      'Top Rated',
    ]);
  });
});

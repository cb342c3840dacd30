import { describe, expect, test } from '@jest/globals';

import type { GameSort } from '../../../../server/graphql/__generated__/resolvers.ts';
import type { IndexedGame } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import { indexCatalog } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import { filterGames, page, sortGames } from '../../../../server/graphql/catalog/selectGames.ts';
import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

/** SPEC 2.13/2.14 (filters, search), 5 (time windows) and the paging of the `games` query. */

const labels = labelBook();
const indexed = (...raws: Record<string, unknown>[]): readonly IndexedGame[] =>
  indexCatalog(raws.map((raw) => normalizeGame(raw, labels))).games;
const ids = (games: readonly IndexedGame[]) => games.map((entry) => entry.game.id);

const dayMs = 86_400_000;
const now = Date.parse('2025-06-15T00:00:00Z');
/** The calendar date `days` whole days before `from`, as the service sends it (YYYY-MM-DD). */
const daysBefore = (days: number, from = now) => new Date(from - days * dayMs).toISOString().slice(0, 10);

describe('filterGames: category, genre and search', () => {
  const games = indexed(
    { id: 's', category: 'Standard', genres: 'action,rpg', title: 'Portal', developer: 'Valve' },
    { id: 'r', category: 'Repacks', genres: ['Racing'], title: 'Speed', description: 'Made by VALVE fans' },
    { id: 'o', category: 'Online', genres: 'action', title: 'Arena', publisher: 'Valve Publishing' },
  );

  test.each([
    [{ category: 'standard' }, ['s']],
    [{ category: ' REPACKS ' }, ['r']],
    [{ category: 'all' }, ['s', 'r', 'o']],
    [{ category: 'All' }, ['s', 'r', 'o']],
    [{ category: '' }, ['s', 'r', 'o']],
    [{ category: 'unknown' }, []],
    [{ genre: 'ACTION' }, ['s', 'o']],
    [{ genre: 'rpg' }, ['s']],
    [{ genre: 'racing' }, ['r']],
    [{ genre: 'ALL' }, ['s', 'r', 'o']],
    [{ genre: 'action', category: 'online' }, ['o']],
    [{}, ['s', 'r', 'o']],
  ])('%j matches %j', (filter, expected) => {
    expect(ids(filterGames(games, filter, now))).toEqual(expected);
  });

  test('a null filter matches everything', () => {
    expect(ids(filterGames(games, null, now))).toEqual(['s', 'r', 'o']);
  });

  test.each([
    ['POR', ['s']],
    ['valve', ['s', 'r']],
    ['  vAlVe  ', ['s', 'r']],
    ['fans', ['r']],
    ['arena', ['o']],
    ['publishing', []],
    ['   ', ['s', 'r', 'o']],
  ])('search %j looks in title, developer and description, case-insensitively: %j', (search, expected) => {
    expect(ids(filterGames(games, { search }, now))).toEqual(expected);
  });
});

describe('filterGames: time windows (whole days since release, rounded up)', () => {
  test.each([
    ['WEEK', 7, 8],
    ['MONTH', 30, 31],
    ['YEAR', 365, 366],
  ] as const)(
    '%s keeps a game released %i days ago and drops one released %i days ago',
    (window, inDays, outDays) => {
      const games = indexed(
        { id: 'in', releaseDate: daysBefore(inDays) },
        { id: 'out', releaseDate: daysBefore(outDays) },
      );
      expect(ids(filterGames(games, { window }, now))).toEqual(['in']);
    },
  );

  test('a part of a day counts as a whole day: 7.5 days ago is outside WEEK, 6.5 days inside', () => {
    const noon = now + dayMs / 2;
    const games = indexed(
      { id: '6.5', releaseDate: daysBefore(6) },
      { id: '7.5', releaseDate: daysBefore(7) },
    );
    expect(ids(filterGames(games, { window: 'WEEK' }, noon))).toEqual(['6.5']);
  });

  test('a release date with a time of day is taken by its date', () => {
    const games = indexed({ id: 'g', releaseDate: `${daysBefore(7)} 23:59:59` });
    expect(ids(filterGames(games, { window: 'WEEK' }, now))).toEqual(['g']);
  });

  test.each(['WEEK', 'MONTH', 'YEAR'] as const)('%s drops games without a valid release date', (window) => {
    const games = indexed(
      { id: 'none' },
      { id: 'bad', releaseDate: 'soon' },
      { id: 'ok', releaseDate: daysBefore(1) },
    );
    expect(ids(filterGames(games, { window }, now))).toEqual(['ok']);
  });

  test('ALL keeps every game, however old or undated', () => {
    const games = indexed({ id: 'old', releaseDate: '1998-11-19' }, { id: 'none' });
    expect(ids(filterGames(games, { window: 'ALL' }, now))).toEqual(['old', 'none']);
  });
});

describe('sortGames', () => {
  const games = indexed(
    {
      id: 'b',
      title: 'beta',
      releaseDate: '2024-03-01',
      views: 50,
      rating: 4.9,
      totalRatings: 90,
      downloads: 10,
    },
    {
      id: 'c',
      title: 'Charlie',
      releaseDate: '2025-01-01',
      views: 500,
      rating: 3.1,
      totalRatings: 90,
      downloads: 300,
    },
    { id: 'a', title: 'Alpha', releaseDate: '', views: 5, rating: 4.2, totalRatings: 90, downloads: 2000 },
    {
      id: 'd',
      title: 'delta',
      releaseDate: '2024-12-31',
      views: 5000,
      rating: 1,
      totalRatings: 90,
      downloads: 0,
    },
  );

  test.each([
    ['NEWEST', ['c', 'd', 'b', 'a']],
    ['POPULAR', ['d', 'c', 'b', 'a']],
    ['RATING', ['b', 'a', 'c', 'd']],
    ['TITLE', ['a', 'b', 'c', 'd']],
    ['DOWNLOADS', ['a', 'c', 'b', 'd']],
  ] as [GameSort, string[]][])('%s orders %j', (sort, expected) => {
    expect(ids(sortGames(games, sort))).toEqual(expected);
  });

  test('RATING ranks by weighted rating: one 5-star vote does not beat many 4.6s; unrated games come last', () => {
    const rated = indexed(
      { id: 'unrated', rating: 0, totalRatings: 0 },
      { id: 'one-vote', rating: 5, totalRatings: 1 },
      { id: 'many', rating: 4.6, totalRatings: 400 },
      { id: 'few-low', rating: 2, totalRatings: 3 },
      { id: 'average', rating: 3, totalRatings: 400 },
      { id: 'unrated-2', rating: 0, totalRatings: 0 },
    );
    // The catalogue's mean is 3.79: one vote barely moves a game from it, three low ones neither.
    expect(ids(sortGames(rated, 'RATING'))).toEqual([
      'many',
      'one-vote',
      'few-low',
      'average',
      'unrated',
      'unrated-2',
    ]);
  });

  test('sorting returns a new list and leaves the catalogue order alone', () => {
    sortGames(games, 'TITLE');
    expect(ids(games)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('page', () => {
  const games = indexed(...Array.from({ length: 250 }, (_, i) => ({ id: String(i) })));

  test('offset and limit select a slice, with the total count', () => {
    const result = page(games, 10, 5);
    expect(result.nodes.map((game) => game.id)).toEqual(['10', '11', '12', '13', '14']);
    expect(result.totalCount).toBe(250);
    expect(result.pageInfo).toEqual({ offset: 10, limit: 5, hasMore: true });
  });

  test('the limit is capped at 100', () => {
    const result = page(games, 0, 1000);
    expect(result.nodes).toHaveLength(100);
    expect(result.pageInfo).toEqual({ offset: 0, limit: 100, hasMore: true });
  });

  test.each([
    [199, 50, 50, true],
    [200, 50, 50, false],
    [240, 20, 10, false],
    [300, 10, 0, false],
  ])('offset %i limit %i gives %i games, hasMore %s', (offset, limit, length, hasMore) => {
    const result = page(games, offset, limit);
    expect(result.nodes).toHaveLength(length);
    expect(result.pageInfo.hasMore).toBe(hasMore);
    expect(result.totalCount).toBe(250);
  });

  test('totals count every matching game; the average rating leaves unrated games out', () => {
    const counted = indexed(
      { id: 'x', views: 10, downloads: 3, rating: 4, totalRatings: 10 },
      { id: 'y', views: 20, downloads: 4, rating: 2, totalRatings: 10 },
      { id: 'z', views: 30, downloads: 5, rating: 0, totalRatings: 0 },
    );
    const result = page(counted, 0, 1);
    expect(result).toMatchObject({ totalViews: 60, totalDownloads: 12, ratedCount: 2 });
    // The catalogue mean is 3: (10·3 + 4·10) / 20 = 3.5 and (10·3 + 2·10) / 20 = 2.5.
    expect(result.averageRating).toBeCloseTo(3, 10);
    expect(page(indexed({ id: 'u' }), 0, 1)).toMatchObject({ averageRating: 0, ratedCount: 0 });
  });

  test('a negative offset or limit is clamped to 0', () => {
    const result = page(games, -5, -1);
    expect(result.nodes).toEqual([]);
    expect(result.pageInfo).toEqual({ offset: 0, limit: 0, hasMore: true });
    expect(page(games, -5, 2).nodes.map((game) => game.id)).toEqual(['0', '1']);
  });
});

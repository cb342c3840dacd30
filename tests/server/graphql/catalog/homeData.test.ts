import { describe, expect, test } from '@jest/globals';

import { homeData } from '../../../../server/graphql/catalog/homeData.ts';
import type { IndexedGame } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import { indexCatalog } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import type { NormalizedGame } from '../../../../server/graphql/normalize/game.ts';
import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

/** SPEC 2.7 and 9: featured slider (up to 5), latest 4, three community lists of 3. */

const labels = labelBook();
const indexed = (...raws: Record<string, unknown>[]): readonly IndexedGame[] =>
  indexCatalog(raws.map((raw) => normalizeGame(raw, labels))).games;
const ids = (games: readonly NormalizedGame[]) => games.map((game) => game.id);

/** Ten games whose every counter has a different order, so each list is told apart. */
const catalogue = indexed(
  ...Array.from({ length: 10 }, (_, i) => ({
    id: `g${i}`,
    downloads: 100 * i, // g9 most downloaded
    rating: (10 - i) / 2, // g0 best rated
    totalRatings: 20,
    stars: ((i * 3) % 10) * 10, // g3 (90), g6 (80), g9 (70) most starred
    views: ((i * 7) % 10) * 1000, // g7 (9000), g4 (8000), g1 (7000) most viewed
    releaseDate: `2024-0${(i % 9) + 1}-15`, // g8 newest, then g7, g6, g5
  })),
);

describe('homeData', () => {
  test('featured is the union of the top 3 by downloads and the top 3 by stars (SPEC 2.7)', () => {
    const { featured } = homeData(catalogue);
    const union = ['g9', 'g8', 'g7', 'g3', 'g6'];
    expect(featured).toHaveLength(5);
    expect(ids(featured).sort()).toEqual(union.sort());
  });

  test('of six candidates the slider shows five, each once', () => {
    const games = indexed(
      ...Array.from({ length: 6 }, (_, i) => ({
        id: `g${i}`,
        downloads: i < 3 ? 100 - i : 0,
        stars: i >= 3 ? 100 - i : 0,
      })),
    );
    const { featured } = homeData(games);
    const union = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5'];
    // Six candidates, at most five slides; SPEC 2.7 does not say which one is left out.
    expect(featured).toHaveLength(5);
    expect(new Set(ids(featured)).size).toBe(5);
    for (const id of ids(featured)) expect(union).toContain(id);
  });

  test('a game in both top lists is featured once', () => {
    const games = indexed(
      { id: 'star', downloads: 900, stars: 90 },
      { id: 'd2', downloads: 800, stars: 1 },
      { id: 'd3', downloads: 700, stars: 1 },
      { id: 'r2', downloads: 1, stars: 80 },
      { id: 'r3', downloads: 1, stars: 70 },
      { id: 'rest', downloads: 0, stars: 0 },
    );
    const featured = ids(homeData(games).featured);
    expect(featured).toHaveLength(new Set(featured).size);
    expect(featured.sort()).toEqual(['d2', 'd3', 'r2', 'r3', 'star']);
  });

  test('few games give few slides, without duplicates', () => {
    const games = indexed({ id: 'a', downloads: 2, stars: 1 }, { id: 'b', downloads: 1, stars: 2 });
    expect(ids(homeData(games).featured).sort()).toEqual(['a', 'b']);
  });

  test('latest is the 4 games with the newest release date', () => {
    expect(ids(homeData(catalogue).latest)).toEqual(['g8', 'g7', 'g6', 'g5']);
  });

  test('Top Rated leaves unrated games out, however few rated games there are', () => {
    const games = indexed(
      { id: 'unrated', totalRatings: 0, rating: 0, downloads: 5 },
      { id: 'rated', totalRatings: 1, rating: 2 },
    );
    expect(ids(homeData(games).topRated)).toEqual(['rated']);
  });

  test('the three community lists hold 3 games each, by views, weighted rating and downloads', () => {
    const home = homeData(catalogue);
    expect(ids(home.mostViewed)).toEqual(['g7', 'g4', 'g1']);
    expect(ids(home.topRated)).toEqual(['g0', 'g1', 'g2']);
    expect(ids(home.mostPopular)).toEqual(['g9', 'g8', 'g7']);
    expect(home.totalGames).toBe(10);
  });

  test('an empty catalogue gives empty lists', () => {
    expect(homeData([])).toEqual({
      featured: [],
      latest: [],
      mostViewed: [],
      topRated: [],
      mostPopular: [],
      totalGames: 0,
    });
  });
});

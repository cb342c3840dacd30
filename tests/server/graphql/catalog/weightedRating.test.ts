import { describe, expect, test } from '@jest/globals';

import { indexCatalog } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import {
  catalogueMeanRating,
  defaultMeanRating,
  priorWeight,
  weightedRating,
} from '../../../../server/graphql/catalog/weightedRating.ts';
import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

/** Issue 32: the weighted rating (docs/decisions.md, "Weighted rating"), C = 10, m = the catalogue's mean. */

describe('weightedRating', () => {
  test('is (C·m + rating·n) / (C + n) with C = 10', () => {
    expect(priorWeight).toBe(10);
    expect(weightedRating({ rating: 5, totalRatings: 1 }, 3)).toBeCloseTo((10 * 3 + 5) / 11, 12);
    expect(weightedRating({ rating: 4.8, totalRatings: 990 }, 3.5)).toBeCloseTo((35 + 4.8 * 990) / 1000, 12);
  });

  test('is null for a game without ratings, whatever its stored mean', () => {
    expect(weightedRating({ rating: 0, totalRatings: 0 }, 3)).toBeNull();
    expect(weightedRating({ rating: 4.9, totalRatings: 0 }, 3)).toBeNull();
  });

  test('one 5-star vote stays far from Top Rated (4.5); hundreds of 4.8s reach it', () => {
    expect(weightedRating({ rating: 5, totalRatings: 1 }, 3.6)).toBeLessThan(4.5);
    expect(weightedRating({ rating: 4.8, totalRatings: 300 }, 3.6)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('catalogueMeanRating', () => {
  test('is the mean of every rating given, each game weighed by its count; unrated games add nothing', () => {
    const mean = catalogueMeanRating([
      { rating: 4, totalRatings: 30 },
      { rating: 2, totalRatings: 10 },
      { rating: 0, totalRatings: 0 },
    ]);
    expect(mean).toBeCloseTo((4 * 30 + 2 * 10) / 40, 12);
  });

  test('is 3 when nothing is rated', () => {
    expect(defaultMeanRating).toBe(3);
    expect(catalogueMeanRating([{ rating: 0, totalRatings: 0 }])).toBe(3);
    expect(catalogueMeanRating([])).toBe(3);
  });
});

describe('indexing a catalogue', () => {
  const labels = labelBook();
  const listed = [
    { id: 'a', rating: 4, totalRatings: 30, status: 'active' },
    { id: 'b', rating: 2, totalRatings: 10, status: 'active' },
    { id: 'c', rating: 0, totalRatings: 0, status: 'active' },
    { id: 'hidden', rating: 1, totalRatings: 1000, status: 'inactive' },
  ].map((raw) => normalizeGame(raw, labels));

  test("sets each game's weighted rating toward the mean of the active games", () => {
    const catalog = indexCatalog(listed);
    expect(catalog.meanRating).toBeCloseTo(3.5, 12);
    expect(catalog.byId.get('a')?.weightedRating).toBeCloseTo((35 + 120) / 40, 12);
    expect(catalog.byId.get('b')?.weightedRating).toBeCloseTo((35 + 20) / 20, 12);
    expect(catalog.byId.get('c')?.weightedRating).toBeNull();
    // An inactive game (staff's catalogue) is weighed too, but does not move the mean.
    expect(catalog.byId.get('hidden')?.weightedRating).toBeCloseTo((35 + 1000) / 1010, 12);
  });

  test('a game looked up alone leans toward 3 until a catalogue indexes it', () => {
    expect(normalizeGame({ id: 'x', rating: 5, totalRatings: 10 }, labels).weightedRating).toBeCloseTo(4, 12);
  });
});

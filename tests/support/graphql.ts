import { expect } from '@jest/globals';

import { gameData, gameForm } from './games.ts';
import type { TestService } from './service.ts';

export interface GqlResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  body: any;
  headers: Headers;
}

/** Sends one GraphQL operation to `/graphql` as a JSON POST, like any client. */
export async function gql(
  service: TestService,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
  headers?: Record<string, string>,
): Promise<GqlResult> {
  const answer = await service.request('POST', '/graphql', {
    token,
    headers,
    json: variables === undefined ? { query } : { query, variables },
  });
  return { status: answer.status, body: answer.body, headers: answer.headers };
}

/** Asserts that the first error has this code (and message, when given) and returns the error. */
export function expectError(result: GqlResult, code: string, message?: string) {
  const error = result.body?.errors?.[0];
  expect(error?.extensions?.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

/** Asserts an answer without errors and returns its data. */
export function expectData(result: GqlResult) {
  expect(result.body?.errors).toBeUndefined();
  expect(result.status).toBe(200);
  return result.body.data;
}

/** The calendar date (UTC, `YYYY-MM-DD`) a number of days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Counters the REST service has no write API for: seeded straight into the database. */
export interface GameCounters {
  views?: number;
  rating?: number;
  totalRatings?: number;
  downloads?: number;
}

/** Creates a game through `POST /api/games.php` as the admin, then sets its counters; returns its id. */
export async function seedGame(
  service: TestService,
  overrides: Record<string, unknown>,
  counters: GameCounters = {},
): Promise<string> {
  const form = gameForm(gameData(overrides));
  const created = await service.request('POST', '/api/games.php', { token: service.tokens.admin, form });
  expect(created.status).toBe(201);
  const id = Number(created.body.game.id);
  const { views = 0, rating = 0, totalRatings = 0, downloads = 0 } = counters;
  await service.running.db.kysely
    .updateTable('games')
    .set({ views, rating, total_ratings: totalRatings, downloads })
    .where('id', '=', id)
    .execute();
  service.running.app.rest.gameLists.invalidate();
  return String(id);
}

export interface CatalogueGame {
  slug: string;
  title: string;
  category: string;
  genres: string[];
  days: number;
  developer: string;
  description: string;
  status: 'active' | 'inactive';
  counters: Required<GameCounters>;
}

const game = (
  slug: string,
  title: string,
  category: string,
  genres: string[],
  days: number,
  developer: string,
  [views, rating, totalRatings, downloads]: number[],
  status: 'active' | 'inactive' = 'active',
  description = `${title}: a free game to download.`,
): CatalogueGame => ({
  slug,
  title,
  category,
  genres,
  days,
  developer,
  description,
  status,
  counters: {
    views: views ?? 0,
    rating: rating ?? 0,
    totalRatings: totalRatings ?? 0,
    downloads: downloads ?? 0,
  },
});

/**
 * Six active games and one inactive one: distinct categories, genres, release dates (days ago),
 * and counters [views, rating, totalRatings, downloads] chosen so every sort has one answer.
 */
export const catalogue: CatalogueGame[] = [
  game('nebula-drift', 'Nebula Drift', 'Standard', ['action', 'rpg'], 2, 'Orbit Studio', [500, 4.8, 40, 10]),
  game(
    'pixel-farm',
    'Pixel Farm',
    'Repacks',
    ['simulation', 'casual'],
    20,
    'Greenfield Studio',
    [100, 3, 8, 50],
  ),
  game('sky-harbor', 'Sky Harbor', 'Standard', ['indie'], 100, 'Harbor Studio', [200, 1.5, 3, 60]),
  game(
    'frost-hollow',
    'Frost Hollow',
    'Online',
    ['horror', 'adventure'],
    200,
    'Pale Studio',
    [900, 4, 25, 5],
    'active',
    'Survive the winter in an abandoned lighthouse.',
  ),
  game('quiet-keep', 'Quiet Keep', 'Standard', ['strategy'], 400, 'Keep Studio', [300, 4.5, 12, 30]),
  game('metro-rally', 'Metro Rally', 'Standard', ['racing'], 800, 'Rally Studio', [50, 2.5, 6, 80]),
  game(
    'hidden-vault',
    'Hidden Vault',
    'Standard',
    ['action'],
    1,
    'Vault Studio',
    [10_000, 5, 99, 1000],
    'inactive',
  ),
];

export const activeCatalogue = catalogue.filter((entry) => entry.status === 'active');

/** Seeds the catalogue; returns each game's id by slug. */
export async function seedCatalogue(service: TestService): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const entry of catalogue) {
    ids[entry.slug] = await seedGame(
      service,
      {
        slug: entry.slug,
        title: entry.title,
        category: entry.category,
        genres: entry.genres,
        releaseDate: daysAgo(entry.days),
        developer: entry.developer,
        description: entry.description,
        status: entry.status,
      },
      entry.counters,
    );
  }
  return ids;
}

/** Titles of the games, sorted by a counter, most first. */
export const titlesBy = (games: CatalogueGame[], key: keyof GameCounters) =>
  [...games].sort((a, b) => b.counters[key] - a.counters[key]).map((entry) => entry.title);

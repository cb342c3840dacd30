import { randomBytes } from 'node:crypto';

import { afterAll, afterEach, beforeAll, expect, jest } from '@jest/globals';

import type { Limits } from '../../server/config.ts';
import { accountHelpers } from './accounts.ts';
import type { DatabaseKind } from './databases.ts';
import { gameData, gameForm } from './games.ts';
import type { ApiResponse } from './http.ts';
import type { TestService } from './service.ts';
import { startTestService } from './service.ts';

/** A visitor id as the GraphQL layer makes them: 32 random bytes, base64url. */
export const newVisitorId = () => randomBytes(32).toString('base64url');

/** Who calls `community.php`: an account's token, an anonymous visitor id, both or neither. */
export interface Caller {
  token?: string;
  visitorId?: string;
}

export interface GameCounts {
  views: number;
  stars: number;
  shares: number;
  downloads: number;
  rating: number;
  totalRatings: number;
}

/**
 * Helpers for suites of `community.php`. The service is looked up on each call, since suites
 * start it in `beforeAll`, after the helpers are made.
 */
export function communityHelpers(currentService: () => TestService) {
  const headersOf = (caller: Caller) =>
    caller.visitorId === undefined ? undefined : { 'X-Visitor-Id': caller.visitorId };

  const post = (action: string, json: unknown, caller: Caller = {}): Promise<ApiResponse> =>
    currentService().request('POST', `/api/community.php?action=${action}`, {
      token: caller.token,
      json,
      headers: headersOf(caller),
    });

  const get = (query: string, caller: Caller = {}): Promise<ApiResponse> =>
    currentService().request('GET', `/api/community.php?action=${query}`, {
      token: caller.token,
      headers: headersOf(caller),
    });

  /** Moves the pending deltas into the games now, as the periodic flush does. */
  const flush = () => currentService().running.app.rest.counts.flush();

  /** The game's counters as its row holds them (flushed or not), whatever the clock says. */
  async function counts(gameId: number): Promise<GameCounts> {
    const row = await currentService()
      .running.db.kysely.selectFrom('games')
      .select(['views', 'stars', 'shares', 'downloads', 'rating', 'total_ratings'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    const { total_ratings: totalRatings, ...counters } = row;
    return { ...counters, rating: Number(row.rating), totalRatings };
  }

  async function createGame(slug: string, overrides: Record<string, unknown> = {}): Promise<number> {
    const service = currentService();
    const created = await service.request('POST', '/api/games.php', {
      token: service.tokens.admin,
      form: gameForm(gameData({ slug, title: slug, ...overrides })),
    });
    expect(created.status).toBe(201);
    return created.body.game.id as number;
  }

  /** Rows of a table, read straight from the database (what a request stored or not). */
  const rowCount = async (
    table: 'game_views' | 'game_stars' | 'game_shares' | 'ratings' | 'count_deltas',
  ) => {
    const row = await currentService()
      .running.db.kysely.selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** The games' data version: what tells every cache on the game list that it moved. */
  const gamesVersion = async () => {
    const row = await currentService()
      .running.db.kysely.selectFrom('data_versions')
      .select('version')
      .where('name', '=', 'games')
      .executeTakeFirstOrThrow();
    return Number(row.version);
  };

  return { post, get, flush, counts, createGame, rowCount, gamesVersion };
}

/**
 * A suite's own service for `community.php`, with the community and account helpers. It flushes
 * only when the suite says so (the periodic flush would move counts between a suite's reads), and
 * the clock is real again after each test.
 */
export function communitySuite(kind: DatabaseKind, limits: Partial<Limits> = {}) {
  let service: TestService | undefined;
  beforeAll(async () => {
    service = await startTestService(kind, { env: { COUNTS_FLUSH_SECONDS: '3600' }, limits });
  });
  afterAll(() => service?.stop());
  afterEach(() => {
    jest.useRealTimers();
  });
  const current = () => service as TestService;
  return { service: current, ...communityHelpers(current), ...accountHelpers(current) };
}

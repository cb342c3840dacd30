import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { accountHelpers } from '../../../support/accounts.ts';
import { communityHelpers } from '../../../support/community.ts';
import { fakeDate } from '../../../support/fakeDate.ts';
import { expectData, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/**
 * Issue 32's reads through GraphQL against the real REST service: the visitor's own state, the
 * home page's figures, Top downloads by downloads in the window, ratings and their weighted order.
 */

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const dayMs = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const titles = (games: { title: string }[]) => games.map((game) => game.title);

describe('GraphQL community reads', () => {
  let service: TestService;
  const community = communityHelpers(() => service);
  const accounts = accountHelpers(() => service);

  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  test("gameViewer: nothing done and no cookie without one; the visitor's star and share with it", async () => {
    const gameId = String(await community.createGame('viewer-vale'));
    const viewer = `query V($id: ID!) { gameViewer(gameId: $id) { starred shared myRating } }`;
    const fresh = await gql(service, viewer, { id: gameId }, undefined, { 'user-agent': browser });
    expect(expectData(fresh).gameViewer).toEqual({ starred: false, shared: false, myRating: null });
    expect(fresh.headers.get('set-cookie')).toBeNull();

    const starred = await gql(
      service,
      'mutation S($id: ID!) { starGame(gameId: $id) { counted } }',
      { id: gameId },
      undefined,
      { 'user-agent': browser },
    );
    const cookie = /^(gv_visitor=[^;]+)/.exec(starred.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cookie).not.toBe('');
    const mine = await gql(service, viewer, { id: gameId }, undefined, { 'user-agent': browser, cookie });
    expect(expectData(mine).gameViewer).toEqual({ starred: true, shared: false, myRating: null });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('set-cookie')).toBeNull();
  });

  test('communityStats gives the REST figures: active accounts, downloads, reviews, games', async () => {
    const stats = expectData(
      await gql(service, '{ communityStats { activeUsers downloads reviews games } }'),
    ).communityStats;
    const rest = (await service.request('GET', '/api/community.php?action=stats')).body;
    expect(stats).toEqual(rest);
    // The admin, the moderator and the user signed in when the suite started.
    expect(stats.activeUsers).toBeGreaterThanOrEqual(3);
  });

  test("myRatings lists the caller's ratings, newest first", async () => {
    const user = await accounts.newUser({ prefix: 'my-ratings' });
    const first = String(await community.createGame('rated-first'));
    const second = String(await community.createGame('rated-second'));
    const rate = 'mutation R($id: ID!, $rating: Int!) { rateGame(gameId: $id, rating: $rating) { rating } }';
    expectData(await gql(service, rate, { id: first, rating: 3 }, user.token));
    expectData(await gql(service, rate, { id: second, rating: 5 }, user.token));
    const ratings = expectData(
      await gql(service, '{ myRatings { game { id slug title } rating ratedAt } }', undefined, user.token),
    ).myRatings;
    expect(
      ratings.map((entry: { game: { slug: string }; rating: number }) => [entry.game.slug, entry.rating]),
    ).toEqual([
      ['rated-second', 5],
      ['rated-first', 3],
    ]);
  });

  test("ratings move the game's mean, count and weighted rating once counted, and sort by the weighted rating", async () => {
    const raters = await Promise.all(
      Array.from({ length: 4 }, (_, i) => accounts.newUser({ prefix: `weigher-${i}` })),
    );
    const lone = String(await community.createGame('lone-five', { title: 'Lone Five' }));
    const crowd = String(await community.createGame('crowd-four', { title: 'Crowd Four' }));
    const rate = 'mutation R($id: ID!, $rating: Int!) { rateGame(gameId: $id, rating: $rating) { rating } }';
    expectData(await gql(service, rate, { id: lone, rating: 5 }, raters[0]?.token));
    for (const rater of raters) expectData(await gql(service, rate, { id: crowd, rating: 4 }, rater.token));
    // Low ratings elsewhere bring the catalogue's mean down.
    const low = String(await community.createGame('low-two', { title: 'Low Two' }));
    for (const rater of raters) expectData(await gql(service, rate, { id: low, rating: 2 }, rater.token));
    await community.flush();
    // Counts reach the catalogue on its refresh (next test); a game write drops it at once.
    service.running.app.rest.gameLists.invalidate();

    const query = `{ games(sort: RATING) { nodes { title rating totalRatings weightedRating } } }`;
    const nodes = expectData(await gql(service, query)).games.nodes as {
      title: string;
      rating: number;
      totalRatings: number;
      weightedRating: number | null;
    }[];
    const byTitle = new Map(nodes.map((node) => [node.title, node]));
    expect(byTitle.get('Lone Five')).toMatchObject({ rating: 5, totalRatings: 1 });
    expect(byTitle.get('Crowd Four')).toMatchObject({ rating: 4, totalRatings: 4 });
    // Every rating of the suite so far: 3 and 5 (myRatings), 5, four 4s and four 2s.
    const mean = (3 + 5 + 5 + 16 + 8) / 11;
    expect(byTitle.get('Lone Five')?.weightedRating).toBeCloseTo((10 * mean + 5) / 11, 6);
    expect(byTitle.get('Crowd Four')?.weightedRating).toBeCloseTo((10 * mean + 16) / 14, 6);
    const order = titles(nodes);
    expect(order.indexOf('Crowd Four')).toBeLessThan(order.indexOf('Lone Five'));
    // Unrated games come after every rated one.
    const firstUnrated = nodes.findIndex((node) => node.weightedRating === null);
    expect(nodes.slice(firstUnrated).every((node) => node.weightedRating === null)).toBe(true);
  });
});

describe('counts reach the GraphQL catalogue on its 30-second refresh, not on every flush', () => {
  let service: TestService;
  const community = communityHelpers(() => service);

  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });

  test('a flushed star shows once the kept catalogue is 30 seconds old, and the next read has it', async () => {
    const gameId = String(await community.createGame('slow-burn'));
    const stars = async () =>
      expectData(await gql(service, '{ game(slug: "slow-burn") { stars } }')).game.stars;
    expect(await stars()).toBe(0);
    expectData(
      await gql(
        service,
        'mutation S($id: ID!) { starGame(gameId: $id) { counted } }',
        { id: gameId },
        undefined,
        {
          'user-agent': browser,
        },
      ),
    );
    await community.flush();
    // The flush rebuilt the REST list, but the catalogue is kept: answers and pages built on it stay.
    expect(await stars()).toBe(0);
    fakeDate(Date.now() + 31_000);
    // A stale catalogue is served at once while the fresh one loads.
    await stars();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stars()).toBe(1);
  });
});

describe('GraphQL Top downloads by the downloads of each window', () => {
  let service: TestService;
  const community = communityHelpers(() => service);
  const today = Date.now();

  beforeAll(async () => {
    service = await startTestService('sqlite');
    const { kysely } = service.running.db;
    // [title, downloads per days back, all-time total]
    const games: [string, Record<number, number>, number][] = [
      ['Week Star', { 1: 10 }, 10],
      ['Month Star', { 20: 35 }, 35],
      ['Year Star', { 200: 120 }, 120],
      ['Old Favourite', { 500: 900 }, 900],
    ];
    for (const [title, days, total] of games) {
      const id = await community.createGame(title.toLowerCase().replaceAll(' ', '-'), { title });
      await kysely.updateTable('games').set({ downloads: total }).where('id', '=', id).execute();
      for (const [back, downloads] of Object.entries(days)) {
        await kysely
          .insertInto('game_download_days')
          .values({ game_id: id, day: dayOf(today - Number(back) * dayMs), downloads })
          .execute();
      }
    }
    service.running.app.rest.gameLists.invalidate();
  });
  afterAll(() => service.stop());

  test.each([
    ['WEEK', ['Week Star']],
    ['MONTH', ['Month Star', 'Week Star']],
    ['YEAR', ['Year Star', 'Month Star', 'Week Star']],
    ['ALL', ['Old Favourite', 'Year Star', 'Month Star', 'Week Star']],
  ])('%s ranks by the downloads in the window', async (window, leaders) => {
    const top = expectData(await gql(service, `{ topDownloads(window: ${window}) { title downloads } }`))
      .topDownloads as { title: string }[];
    expect(titles(top).slice(0, leaders.length)).toEqual(leaders);
    // The page shows 15 games at most; every active game takes part, downloaded in the window or not.
    expect(top).toHaveLength(4);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { pino } from 'pino';

import { messages } from '../../../../../shared/validation/messages.ts';
import type { ForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import { startOnForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import { expectData, expectError, gql } from '../../../../support/graphql.ts';

/**
 * Issue 32, "A foreign upstream": a REST host with only the SPEC 7 endpoints. Every page still
 * works, the community parts fall back to what the host gives and say what is missing, and the
 * log holds one warning per missing endpoint, not one per request.
 */

const browser = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const foreignGame = (id: number, slug: string, title: string, counters: Record<string, number>) => ({
  id,
  slug,
  title,
  category: 'Standard',
  genres: 'action',
  releaseDate: '2020-01-01',
  developer: 'Foreign Studio',
  description: `${title}, listed by a PHP host.`,
  status: 'active',
  ...counters,
});

const games = [
  foreignGame(1, 'old-faithful', 'Old Faithful', {
    views: 900,
    rating: 4.6,
    totalRatings: 80,
    downloads: 40,
  }),
  foreignGame(2, 'new-arrival', 'New Arrival', { views: 50, rating: 5, totalRatings: 1, downloads: 300 }),
  foreignGame(3, 'quiet-one', 'Quiet One', { views: 10, rating: 0, totalRatings: 0, downloads: 7 }),
  foreignGame(4, 'middling', 'Middling', { views: 5, rating: 3, totalRatings: 100, downloads: 2 }),
];

const communityPaths = /^\/(community|comments|reports|submit_report)\.php/;

describe('GraphQL in front of a foreign upstream without community endpoints', () => {
  let foreign: ForeignCatalogue;
  const lines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    foreign = await startOnForeignCatalogue(games, { log });
  });
  afterAll(() => foreign.stop());

  const ask = (
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = browser,
  ) => gql(foreign.service, query, variables, undefined, headers);
  const communityCalls = () =>
    foreign.upstream.requests.filter((request) => communityPaths.test(request.url));
  const warnings = () => lines.filter((line) => line.level === 40);

  test('a crawler view or a prefetch costs no upstream call, even before anything is known', async () => {
    const before = communityCalls().length;
    const view = 'mutation V($id: ID!) { recordGameView(gameId: $id) { counted } }';
    const answer = await ask(view, { id: '2' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(expectData(answer).recordGameView).toEqual({ counted: false });
    expect(answer.headers.get('set-cookie')).toBeNull();
    const prefetch = await ask(view, { id: '2' }, { ...browser, 'sec-purpose': 'prefetch' });
    expect(expectData(prefetch).recordGameView).toEqual({ counted: false });
    expect(communityCalls()).toHaveLength(before);
    expect(before).toBe(0);
  });

  test('the game page answers with the upstream figures, no stars, and an empty comment list', async () => {
    const query = `{ game(slug: "old-faithful") {
      title views rating totalRatings stars shares weightedRating comments { total hasMore comments { id } } } }`;
    const game = expectData(await ask(query)).game;
    expect(game).toMatchObject({
      title: 'Old Faithful',
      views: 900,
      rating: 4.6,
      totalRatings: 80,
      stars: 0,
      shares: 0,
    });
    expect(game.weightedRating).toBeGreaterThan(4.5);
    expect(game.comments).toEqual({ total: 0, hasMore: false, comments: [] });
  });

  test('counting answers counted: false, asking the upstream once, then not for minutes', async () => {
    const view = 'mutation V($id: ID!) { recordGameView(gameId: $id) { counted } }';
    const star = 'mutation S($id: ID!) { starGame(gameId: $id) { starred counted } }';
    const share = 'mutation H($id: ID!) { shareGame(gameId: $id) { counted } }';
    const download = 'mutation D($id: ID!) { recordDownload(gameId: $id) { message counted } }';
    expect(expectData(await ask(view, { id: '1' })).recordGameView).toEqual({ counted: false });
    const asked = communityCalls().length;
    expect(asked).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      expect(expectData(await ask(view, { id: '1' })).recordGameView).toEqual({ counted: false });
      expect(expectData(await ask(star, { id: '1' })).starGame).toEqual({ starred: false, counted: false });
      expect(expectData(await ask(share, { id: '1' })).shareGame).toEqual({ counted: false });
      expect(expectData(await ask(download, { id: '1' })).recordDownload).toEqual({
        message: messages.graphqlCommunity.downloadNotCounted,
        counted: false,
      });
    }
    expect(communityCalls()).toHaveLength(asked);
  });

  test('communityFeatures says what is missing; viewer state is empty', async () => {
    const data = expectData(
      await ask(
        '{ communityFeatures { counting ratings comments reports } gameViewer(gameId: "1") { starred shared myRating } }',
      ),
    );
    expect(data.communityFeatures).toEqual({
      counting: false,
      ratings: false,
      comments: false,
      reports: false,
    });
    expect(data.gameViewer).toEqual({ starred: false, shared: false, myRating: null });
  });

  test('the home figures and top downloads come from the catalogue; nobody is counted as active', async () => {
    const data = expectData(
      await ask('{ communityStats { activeUsers downloads reviews games } topDownloads { title } }'),
    );
    expect(data.communityStats).toEqual({ activeUsers: null, downloads: 349, reviews: 181, games: 4 });
    expect(data.topDownloads.map((game: { title: string }) => game.title)).toEqual([
      'New Arrival',
      'Old Faithful',
      'Quiet One',
      'Middling',
    ]);
  });

  test('sorting by rating uses the weighted rating: one 5-star vote is not first; unrated last', async () => {
    const data = expectData(await ask('{ games(sort: RATING) { nodes { title weightedRating } } }'));
    // The catalogue's mean is 3.72: New Arrival's one vote lifts it to 3.83, Old Faithful's 80 to 4.50.
    expect(data.games.nodes.map((game: { title: string }) => game.title)).toEqual([
      'Old Faithful',
      'New Arrival',
      'Middling',
      'Quiet One',
    ]);
    expect(data.games.nodes[3].weightedRating).toBeNull();
  });

  test('writes to missing features are refused with a clear text', async () => {
    expectError(
      await ask('mutation { rateGame(gameId: "1", rating: 5) { rating } }'),
      'NOT_FOUND',
      messages.graphqlCommunity.unavailable('Ratings'),
    );
    const report = `mutation R($input: GameReportInput!) { submitGameReport(input: $input) { message } }`;
    expectError(
      await ask(report, {
        input: {
          gameId: '1',
          reason: 'Broken Download',
          description: 'The link is dead.',
          email: 'a@b.example',
        },
      }),
      'NOT_FOUND',
      messages.graphqlCommunity.unavailable('Reports'),
    );
  });

  test('each missing endpoint was warned about once, whatever the number of requests', () => {
    const missing = warnings().map((line) => line.msg);
    expect(missing.filter((msg) => msg.includes('/community.php'))).toHaveLength(1);
    expect(missing.filter((msg) => msg.includes('/comments.php'))).toHaveLength(1);
    expect(missing.filter((msg) => msg.includes('/reports.php'))).toHaveLength(1);
  });
});

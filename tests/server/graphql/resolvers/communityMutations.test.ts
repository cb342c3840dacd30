import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { communityHelpers } from '../../../support/community.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { GqlResult } from '../../../support/graphql.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/**
 * Issue 32 through GraphQL against the real REST service: the gv_visitor cookie (issued once, then
 * reused), what each counting mutation answers, crawlers and prefetches, ratings and their errors.
 */

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const view = 'mutation V($id: ID!) { recordGameView(gameId: $id) { counted } }';
const star = 'mutation S($id: ID!) { starGame(gameId: $id) { starred counted } }';
const unstar = 'mutation U($id: ID!) { unstarGame(gameId: $id) { starred counted } }';
const share = 'mutation H($id: ID!) { shareGame(gameId: $id) { counted } }';
const download = 'mutation D($id: ID!) { recordDownload(gameId: $id) { message counted } }';
const rate = 'mutation R($id: ID!, $rating: Int!) { rateGame(gameId: $id, rating: $rating) { rating } }';
const unrate = 'mutation N($id: ID!) { unrateGame(gameId: $id) { rating } }';

/** The id a `Set-Cookie: gv_visitor=…` answer gives, or undefined. */
const issuedVisitor = (result: GqlResult) =>
  /^gv_visitor=([^;]+)/.exec(result.headers.get('set-cookie') ?? '')?.[1];

/** What the REST service stores for a visitor id (it never keeps the id itself). */
const storedKey = (visitorId: string) =>
  `v:${createHash('sha256').update(visitorId).digest('hex').slice(0, 32)}`;

describe.each(databaseKinds)('GraphQL counting on %s', (kind) => {
  let service: TestService;
  let gameId: string;
  const community = communityHelpers(() => service);
  const accounts = accountHelpers(() => service);

  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = String(await community.createGame('counted-quest'));
  });
  afterAll(() => service.stop());

  /** A browser: sends its cookie once it has one, and keeps the one an answer sets. */
  function browserSession(userAgent = browser) {
    let cookie: string | undefined;
    return {
      get visitorId() {
        return cookie;
      },
      async send(query: string, variables: Record<string, unknown>, extra: Record<string, string> = {}) {
        const headers: Record<string, string> = { 'user-agent': userAgent, ...extra };
        if (cookie) headers.cookie = `gv_visitor=${cookie}`;
        const result = await gql(service, query, variables, undefined, headers);
        cookie = issuedVisitor(result) ?? cookie;
        return result;
      },
    };
  }

  test('the first view issues the cookie, httpOnly and SameSite=Lax; the next views reuse it', async () => {
    const visitor = browserSession();
    const first = await visitor.send(view, { id: gameId });
    expect(expectData(first).recordGameView).toEqual({ counted: true });
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^gv_visitor=[A-Za-z0-9_-]{22}; /);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'].sort(),
    );
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    // Within 30 minutes the same visitor is not counted again, and is given no new cookie.
    const second = await visitor.send(view, { id: gameId });
    expect(expectData(second).recordGameView).toEqual({ counted: false });
    expect(second.headers.get('set-cookie')).toBeNull();

    // The REST service knows the visitor by the cookie's id, hashed.
    const rows = await service.running.db.kysely
      .selectFrom('game_views')
      .select('visitor_key')
      .where('game_id', '=', Number(gameId))
      .execute();
    expect(rows.map((row) => row.visitor_key)).toContain(storedKey(visitor.visitorId ?? ''));
  });

  test('another browser is another visitor: its own cookie, its own view', async () => {
    const one = browserSession();
    const other = browserSession();
    expect(expectData(await one.send(view, { id: gameId })).recordGameView.counted).toBe(true);
    expect(expectData(await other.send(view, { id: gameId })).recordGameView.counted).toBe(true);
    expect(one.visitorId).not.toBe(other.visitorId);
  });

  test('a crawler, a link preview and a prefetch are not counted, get no cookie and store nothing', async () => {
    const before = await community.rowCount('game_views');
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'Slackbot-LinkExpanding 1.0',
      'facebookexternalhit/1.1',
    ]) {
      const result = await browserSession(agent).send(view, { id: gameId });
      expect(expectData(result).recordGameView).toEqual({ counted: false });
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    const prefetch = await browserSession().send(view, { id: gameId }, { 'sec-purpose': 'prefetch' });
    expect(expectData(prefetch).recordGameView).toEqual({ counted: false });
    expect(prefetch.headers.get('set-cookie')).toBeNull();
    expect(await community.rowCount('game_views')).toBe(before);
  });

  test('an anonymous star counts once per visitor and cannot be undone; the count moves after a flush', async () => {
    const before = (await community.counts(Number(gameId))).stars;
    const visitor = browserSession();
    expect(expectData(await visitor.send(star, { id: gameId })).starGame).toEqual({
      starred: true,
      counted: true,
    });
    expect(expectData(await visitor.send(star, { id: gameId })).starGame).toEqual({
      starred: true,
      counted: false,
    });
    expectError(await visitor.send(unstar, { id: gameId }), 'FORBIDDEN', messages.community.anonymousUnstar);
    await community.flush();
    expect((await community.counts(Number(gameId))).stars).toBe(before + 1);
    // The catalogue takes counts on its 30-second refresh; a game write drops it at once.
    service.running.app.rest.gameLists.invalidate();
    const game = expectData(await gql(service, '{ game(slug: "counted-quest") { stars } }')).game;
    expect(game.stars).toBe(before + 1);
  });

  test("a signed-in caller's star is their favorite, withdrawn by unstarGame; no cookie is issued", async () => {
    const user = await accounts.newUser({ prefix: 'starrer' });
    const signedIn = (query: string) =>
      gql(service, query, { id: gameId }, user.token, { 'user-agent': browser });
    const starred = await signedIn(star);
    expect(expectData(starred).starGame).toEqual({ starred: true, counted: true });
    expect(starred.headers.get('set-cookie')).toBeNull();
    const favorites = '{ favorites { game { id } } }';
    expect(expectData(await gql(service, favorites, undefined, user.token)).favorites).toEqual([
      { game: { id: gameId } },
    ]);
    expect(expectData(await signedIn(unstar)).unstarGame).toEqual({ starred: false, counted: false });
    expect(expectData(await gql(service, favorites, undefined, user.token)).favorites).toEqual([]);
  });

  test('a share counts once per visitor', async () => {
    const visitor = browserSession();
    expect(expectData(await visitor.send(share, { id: gameId })).shareGame).toEqual({ counted: true });
    expect(expectData(await visitor.send(share, { id: gameId })).shareGame).toEqual({ counted: false });
  });

  test('an anonymous download counts once per visitor and day; an account keeps its history', async () => {
    const visitor = browserSession();
    expect(expectData(await visitor.send(download, { id: gameId })).recordDownload).toEqual({
      message: messages.community.downloadRecorded,
      counted: true,
    });
    expect(expectData(await visitor.send(download, { id: gameId })).recordDownload.counted).toBe(false);
    const user = await accounts.newUser({ prefix: 'downloader' });
    const answer = await gql(service, download, { id: gameId }, user.token, { 'user-agent': browser });
    expect(expectData(answer).recordDownload.counted).toBe(true);
    const history = expectData(await gql(service, '{ downloads { game { id } } }', undefined, user.token));
    expect(history.downloads).toEqual([{ game: { id: gameId } }]);
  });

  test('an unknown game is NOT_FOUND for every counting mutation, and nothing is marked missing', async () => {
    for (const mutation of [view, star, share, download]) {
      expectError(await browserSession().send(mutation, { id: '999999' }), 'NOT_FOUND', 'Game not found');
    }
    const features = expectData(
      await gql(service, '{ communityFeatures { counting ratings comments reports } }'),
    );
    expect(features.communityFeatures).toMatchObject({ counting: true, ratings: true });
  });

  test('rating: 1 to 5, changed by a second call, withdrawn; refused anonymously, unverified, or out of range', async () => {
    const user = await accounts.newUser({ prefix: 'rater' });
    const as = (query: string, variables: Record<string, unknown>, token?: string) =>
      gql(service, query, variables, token, { 'user-agent': browser });
    expect(expectData(await as(rate, { id: gameId, rating: 4 }, user.token)).rateGame).toEqual({ rating: 4 });
    expect(expectData(await as(rate, { id: gameId, rating: 2 }, user.token)).rateGame).toEqual({ rating: 2 });
    const viewer = '{ gameViewer(gameId: "ID") { myRating } }'.replace('ID', gameId);
    expect(expectData(await gql(service, viewer, undefined, user.token)).gameViewer).toEqual({ myRating: 2 });
    expect(expectData(await as(unrate, { id: gameId }, user.token)).unrateGame).toEqual({ rating: null });

    const outOfRange = expectError(await as(rate, { id: gameId, rating: 6 }, user.token), 'BAD_USER_INPUT');
    expect(outOfRange.extensions.fields).toHaveProperty('rating');
    expectError(await as(rate, { id: gameId, rating: 5 }), 'UNAUTHENTICATED');

    const registered = expectData(
      await gql(service, 'mutation R($input: RegisterInput!) { register(input: $input) { token } }', {
        input: { email: `unverified-${kind}@example.com`, password: 'Fresh-Pass-42q' },
      }),
    ).register;
    expectError(
      await as(rate, { id: gameId, rating: 5 }, registered.token),
      'EMAIL_NOT_VERIFIED',
      messages.emailVerification.required,
    );
  });
});

describe('GraphQL counting past the REST limits', () => {
  let service: TestService;
  let gameIds: string[];
  const community = communityHelpers(() => service);

  beforeAll(async () => {
    service = await startTestService('sqlite', { limits: { starsAndSharesPerTenMinutes: 2 } });
    gameIds = await Promise.all(
      ['limit-a', 'limit-b', 'limit-c'].map(async (slug) => String(await community.createGame(slug))),
    );
  });
  afterAll(() => service.stop());

  test('a star past the limit is RATE_LIMITED with the seconds to wait, and stores nothing', async () => {
    const cookie = { 'user-agent': browser, cookie: 'gv_visitor=LimitedVisitorId0123456789' };
    for (const id of gameIds.slice(0, 2)) {
      expect(expectData(await gql(service, star, { id }, undefined, cookie)).starGame.counted).toBe(true);
    }
    const before = await community.rowCount('game_stars');
    const refused = expectError(
      await gql(service, star, { id: gameIds[2] }, undefined, cookie),
      'RATE_LIMITED',
    );
    expect(refused.message).toBe(messages.tooManyRequests);
    expect(refused.extensions.retryAfter).toBeGreaterThan(0);
    expect(await community.rowCount('game_stars')).toBe(before);
  });
});

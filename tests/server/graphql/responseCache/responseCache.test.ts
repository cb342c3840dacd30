import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { gameData, gameForm } from '../../../support/games.ts';
import { expectData, expectError, gql, seedGame } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const titles = '{ games(limit: 100) { nodes { title } } }';
const gameTitle = 'query GameTitle($slug: String!) { game(slug: $slug) { title } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A persisted-query GET, as Apollo Client sends it with `useGETForHashedQueries`. */
function persistedGet(
  service: TestService,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const search = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } }),
  });
  return service.request('GET', `/graphql?${search.toString()}`, {
    headers: { 'apollo-require-preflight': 'true', 'cache-control': 'max-age=0', ...headers },
  });
}

describe('whole answers to anonymous public reads', () => {
  let service: TestService;
  const listedTitles = async (token?: string) =>
    (expectData(await gql(service, titles, undefined, token)).games.nodes as { title: string }[]).map(
      (game) => game.title,
    );

  beforeAll(async () => {
    service = await startTestService('sqlite');
    await seedGame(service, { slug: 'open-hearth', title: 'Open Hearth' });
    await seedGame(service, { slug: 'shelved-racer', title: 'Shelved Racer', status: 'inactive' });
  });
  afterAll(() => service.stop());

  test('a signed-in caller never gets the answer kept for anonymous visitors, nor adds one', async () => {
    expect(await listedTitles()).toEqual(['Open Hearth']);
    expect(await listedTitles()).toEqual(['Open Hearth']);
    // Staff see inactive games: the same operation answered for them, not from the anonymous copy.
    expect(await listedTitles(service.tokens.admin)).toEqual(
      expect.arrayContaining(['Open Hearth', 'Shelved Racer']),
    );
    const signedIn = await gql(service, titles, undefined, service.tokens.admin);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await listedTitles()).toEqual(['Open Hearth']);
  });

  test('a game written through GraphQL or the REST service is in the next anonymous read', async () => {
    const id = await seedGame(service, { slug: 'moving-target', title: 'Moving Target' });
    const read = async () => expectData(await gql(service, gameTitle, { slug: 'moving-target' })).game;
    expect(await read()).toEqual({ title: 'Moving Target' });
    expect(await read()).toEqual({ title: 'Moving Target' });

    const form = gameForm(gameData({ slug: 'moving-target', title: 'Moved Target' }), [], { _method: 'PUT' });
    const updated = await service.request('POST', `/api/games.php?id=${id}`, {
      token: service.tokens.admin,
      form,
    });
    expect(updated.status).toBe(200);
    expect(await read()).toEqual({ title: 'Moved Target' });

    const deleted = await gql(
      service,
      'mutation ($id: ID!) { deleteGame(id: $id) { message } }',
      { id },
      service.tokens.admin,
    );
    expectData(deleted);
    expect(await read()).toBeNull();
  });

  test('saved site settings are in the next anonymous read', async () => {
    const read = async () => expectData(await gql(service, '{ siteSettings { siteName } }')).siteSettings;
    const before = await read();
    expect(await read()).toEqual(before);
    const save = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }`;
    const input = {
      siteName: 'Open Games Shelf',
      siteDescription: 'Free games, official links.',
      contactEmail: 'hello@shelf.example',
      maintenanceMode: false,
      sessionTimeoutMinutes: 60,
    };
    expectData(await gql(service, save, { input }, service.tokens.admin));
    expect(await read()).toEqual({ siteName: 'Open Games Shelf' });
  });

  test('variables tell answers apart', async () => {
    const suggest = 'query Suggest($q: String!) { searchSuggestions(q: $q) { title } }';
    const titlesFor = async (q: string) => expectData(await gql(service, suggest, { q })).searchSuggestions;
    expect(await titlesFor('hearth')).toEqual([{ title: 'Open Hearth' }]);
    expect(await titlesFor('nothing like it')).toEqual([]);
    expect(await titlesFor('hearth')).toEqual([{ title: 'Open Hearth' }]);
  });

  test('account and admin operations, and any operation that includes one, are never kept', async () => {
    const mixed = '{ games(limit: 1) { totalCount } me { email } }';
    const first = await gql(service, mixed);
    expect(expectData(first).me).toBeNull();
    const asGet = await service.request(
      'GET',
      `/graphql?${new URLSearchParams({ query: mixed }).toString()}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(asGet.body.data.me).toBeNull();
    expect(asGet.headers.get('cache-control')).toBeNull();
    const userEmail = async () => expectData(await gql(service, mixed, undefined, service.tokens.user)).me;
    expect(await userEmail()).toEqual({ email: expect.stringContaining('@') });
    expect(expectData(await gql(service, mixed)).me).toBeNull();

    // A mutation never comes from a cache: each call is carried out.
    const subscribe = 'mutation ($email: String!) { subscribeNewsletter(email: $email) { message } }';
    const answers = [
      await gql(service, subscribe, { email: 'reader@players.example' }),
      await gql(service, subscribe, { email: 'reader@players.example' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const usersQuery = '{ users { email } }';
    expectError(await gql(service, usersQuery), 'UNAUTHENTICATED');
    const users = expectData(await gql(service, usersQuery, undefined, service.tokens.admin))
      .users as unknown[];
    expect(users.length).toBeGreaterThanOrEqual(3);
    expectError(await gql(service, usersQuery), 'UNAUTHENTICATED');
  });

  test('persisted queries: a GET by hash once the text is known, public and revalidated with 304', async () => {
    const query = 'query PersistedTitle($slug: String!) { game(slug: $slug) { title } }';
    const variables = { slug: 'open-hearth' };
    const unknown = await persistedGet(service, query, variables);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await gql(service, query, variables, undefined);
    expect(registered.status).toBe(200);
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    const withHash = await service.request('POST', '/graphql', { json: { query, variables, extensions } });
    expect(withHash.body).toEqual({ data: { game: { title: 'Open Hearth' } } });

    const byHash = await persistedGet(service, query, variables);
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual({ data: { game: { title: 'Open Hearth' } } });
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(byHash.headers.get('vary')).toMatch(/Authorization/i);
    const etag = byHash.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await persistedGet(service, query, variables, { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);

    // The same GET with credentials is answered for the caller and kept by no one.
    const signedIn = await persistedGet(service, query, variables, {
      authorization: `Bearer ${service.tokens.user}`,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  test('a text only a signed-in caller sent with its hash still makes the anonymous GET by hash public and kept', async () => {
    const query = 'query SignedInFirst($slug: String!) { game(slug: $slug) { title } }';
    const variables = { slug: 'open-hearth' };
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    const signedIn = await service.request('POST', '/graphql', {
      token: service.tokens.user,
      json: { query, variables, extensions },
    });
    expect(signedIn.body).toEqual({ data: { game: { title: 'Open Hearth' } } });

    const byHash = await persistedGet(service, query, variables);
    expect(byHash.body).toEqual({ data: { game: { title: 'Open Hearth' } } });
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await persistedGet(service, query, variables)).headers.get('etag')).toBe(
      byHash.headers.get('etag'),
    );
  });

  test('persisted queries: a text sent with another query’s hash is refused, never answered as that query', async () => {
    const kept = 'query KeptGenres { genres { value } }';
    const other = 'query OtherCategories { categories { value } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(kept) } };
    // The kept query's answer, stored under its hash.
    for (let i = 0; i < 3; i += 1) {
      const answer = await service.request('POST', '/graphql', { json: { query: kept, extensions } });
      expect(answer.status).toBe(200);
    }
    const search = new URLSearchParams({ query: other, extensions: JSON.stringify(extensions) });
    const answers = [
      await service.request('GET', `/graphql?${search.toString()}`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
      await service.request('POST', '/graphql', { json: { query: other, extensions } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: [
          {
            message: 'provided sha does not match query',
            extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
          },
        ],
      });
    }
  });

  test('a GET without a preflight header is refused as a possible cross-site request, kept answer or not', async () => {
    const search = new URLSearchParams({ query: '{ genres { value } }' });
    await service.request('GET', `/graphql?${search.toString()}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    const refused = await service.request('GET', `/graphql?${search.toString()}`);
    expect(refused.status).toBe(400);
  });
});

describe('answers that depend on the visitor (issue 32)', () => {
  let service: TestService;
  let gameId: string;
  const browser = {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  };

  beforeAll(async () => {
    service = await startTestService('sqlite');
    gameId = await seedGame(service, { slug: 'visited-vale', title: 'Visited Vale' });
  });
  afterAll(() => service.stop());

  const starOnce = async (headers: Record<string, string>) => {
    const answer = await gql(
      service,
      'mutation S($id: ID!) { starGame(gameId: $id) { counted } }',
      { id: gameId },
      undefined,
      headers,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return answer;
  };

  test("the visitor's own state by a persisted GET is private and never answered from a kept copy", async () => {
    const query = 'query Viewer($id: ID!) { gameViewer(gameId: $id) { starred } }';
    const variables = { id: gameId };
    const issued = await starOnce(browser);
    const cookie = /^(gv_visitor=[^;]+)/.exec(issued.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const other = { ...browser, cookie: 'gv_visitor=AnotherBrowsersVisitorId01' };
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    await service.request('POST', '/graphql', { json: { query, variables, extensions }, headers: browser });
    for (let i = 0; i < 3; i += 1) {
      const mine = await persistedGet(service, query, variables, { ...browser, cookie });
      expect(mine.body).toEqual({ data: { gameViewer: { starred: true } } });
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const theirs = await persistedGet(service, query, variables, other);
      expect(theirs.body).toEqual({ data: { gameViewer: { starred: false } } });
      expect(theirs.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('a public read from a browser with a visitor cookie is kept and answered alike, without a cookie', async () => {
    const query = 'query VisitedTitle($slug: String!) { game(slug: $slug) { title stars } }';
    const variables = { slug: 'visited-vale' };
    const headers = { ...browser, cookie: 'gv_visitor=SomeBrowsersVisitorId0123' };
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    for (let i = 0; i < 2; i += 1) {
      await service.request('POST', '/graphql', { json: { query, variables, extensions }, headers });
    }
    const kept = await persistedGet(service, query, variables, headers);
    expect(kept.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect(kept.body.data.game.title).toBe('Visited Vale');
  });
});

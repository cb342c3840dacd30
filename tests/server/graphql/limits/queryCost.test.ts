import { readFileSync } from 'node:fs';

import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { getIntrospectionQuery, parse } from 'graphql';

import { maxUnknownLookups } from '../../../../server/graphql/context.ts';
import { queryCostCalculator } from '../../../../server/graphql/limits/queryCost.ts';
import { queryLimits } from '../../../../server/graphql/limits/queryLimits.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { FaultServer } from '../../../support/faultServer.ts';
import { startFaultServer } from '../../../support/faultServer.ts';
import { expectData, expectError, gql, seedCatalogue } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** Baseline S48: cost counts list sizes, nodes are capped, unknown lookups are bounded. */

const everyGameField = `id slug title category genres { value label } tags { value label } imageUrl
  screenshots trailerUrl gameplayUrl downloadLink supportLink steamfixUrl homepageUrl description
  installationInstructions generalNotes size views rating totalRatings downloads releaseDate developer
  publisher version status systemRequirements { minimum { os processor memory graphics storage } }
  technicalDetails { directX networkRequirements ageRating platforms { value label } language { value label } }
  changelog { version date changes } createdAt updatedAt lastUpdated`;
const everyScalar = `id slug title category imageUrl trailerUrl gameplayUrl downloadLink supportLink
  steamfixUrl homepageUrl description installationInstructions generalNotes size views rating totalRatings
  downloads releaseDate developer publisher version status createdAt updatedAt lastUpdated`;
const aliased = (count: number, selection: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ');

/** The heaviest operations the site and the admin console need, and the figures docs/graphql.md gives. */
const legitimate = {
  fullPage: {
    query: `{ games(limit: 100) { totalCount pageInfo { offset limit hasMore } nodes { ${everyGameField} } } }`,
    cost: 62_301,
    nodes: 14_501,
  },
  home: {
    query: `{ home { totalGames ${['featured', 'latest', 'mostViewed', 'topRated', 'mostPopular']
      .map((list) => `${list} { ...Full }`)
      .join(' ')} } } fragment Full on Game { ${everyGameField} }`,
    cost: 11_126,
    nodes: 2593,
  },
  fullGame: { query: `{ game(slug: "nebula-drift") { ${everyGameField} } }`, cost: 618, nodes: 144 },
  gameComments: {
    query: `{ game(slug: "nebula-drift") { stars shares weightedRating comments(limit: 50) { total offset limit hasMore
      comments { ...Comment replies { ...Comment } } } } }
    fragment Comment on Comment { id gameId parentId author { name deleted id email } content createdAt updatedAt
      edited likes likedByMe mine status }`,
    cost: 44_653,
    nodes: 5102,
  },
  adminLists: {
    query: `{ users { id email role createdAt updatedAt }
      dmcaNotices { id title contentUrl copyrightOwner company contactEmail description status createdAt updatedAt }
      gameRequests { id gameTitle platform releaseYear requesterEmail additionalInfo status createdAt updatedAt }
      dashboardStats { totalGames totalDownloads totalStars totalViews topGames { id slug title imageUrl downloads } } }`,
    cost: 27_530,
    nodes: 3006,
  },
  introspection: { query: getIntrospectionQuery(), cost: 10_000, nodes: 2000 },
};

/** The attack of the finding: 15 aliases of a 100-game page, about 900 bytes. */
const fifteenPages = `{ ${aliased(15, 'games(limit: 100) { nodes { ...G } }')} } fragment G on Game { ${everyScalar} }`;
const fifteenPagesCost = 190_515;
/** Few values, many objects: three pages of games with their option lists. */
const optionHeavy = `{ ${aliased(3, 'games(limit: 100) { nodes { tags { value } genres { value } technicalDetails { language { value } } } }')} }`;

describe('the figures of docs/graphql.md', () => {
  const schema = makeExecutableSchema({ typeDefs: readFileSync('schema.graphql', 'utf8') });
  const measure = queryCostCalculator(schema);
  const docs = readFileSync('docs/graphql.md', 'utf8');
  const figure = (value: number) => value.toLocaleString('en-US');
  /** A row of a Markdown table whose cells end with these values. */
  const row = (...cells: string[]) =>
    new RegExp(`${cells.map((cell) => `\\|\\s*${cell}\\s*`).join('')}\\|\\n`);

  test.each(Object.entries(legitimate))('%s is within both limits and documented', (_name, operation) => {
    const measured = measure(parse(operation.query), {}, undefined, queryLimits.measuredSelections);
    expect(measured).toEqual({ cost: operation.cost, nodes: operation.nodes });
    expect(measured.cost).toBeLessThanOrEqual(queryLimits.cost);
    expect(measured.nodes).toBeLessThanOrEqual(queryLimits.nodes);
    expect(docs).toMatch(row(figure(operation.cost), figure(operation.nodes)));
  });

  test('a list field without @listSize stops the server; a connection sizes the list it names', () => {
    const directives = readFileSync('schema.graphql', 'utf8').match(/^directive @[^]*?on [A-Z_ |]+$/gm) ?? [];
    expect(directives).toHaveLength(2);
    const schemaOf = (types: string) => makeExecutableSchema({ typeDefs: [...directives, types].join('\n') });
    const sized = `type Page { items: [Int!]! total: Int! }
      type Query { page(limit: Int): Page! @listSize(assumedSize: 10, slicingArguments: ["limit"], sizedFields: ["items"])
        tags: [String!]! @listSize(assumedSize: 5) }`;
    expect(() => queryCostCalculator(schemaOf(sized))).not.toThrow();
    const unsized = 'type Query { tags: [String!]! names: [String!]! @listSize(assumedSize: 5) }';
    expect(() => queryCostCalculator(schemaOf(unsized))).toThrow(
      'Query.tags is a list without @listSize in schema.graphql',
    );
    const unnamed = `type Page { items: [Int!]! others: [Int!]! }
      type Query { page: Page! @listSize(assumedSize: 10, sizedFields: ["items"]) }`;
    expect(() => queryCostCalculator(schemaOf(unnamed))).toThrow(
      'Page.others is a list without @listSize in schema.graphql',
    );
  });

  test('the limits and the attack are documented', () => {
    expect(docs).toMatch(new RegExp(`\\| Cost\\s*\\| ${figure(queryLimits.cost)}\\s*\\|`));
    expect(docs).toMatch(new RegExp(`\\| Nodes\\s*\\| ${figure(queryLimits.nodes)}\\s*\\|`));
    expect(docs).toContain(figure(fifteenPagesCost));
  });

  test('fragments, inline fragments and variables count as executed', () => {
    const inline = measure(parse(legitimate.fullPage.query), {}, undefined, 10_000);
    const spread = `query P($size: Int) { games(limit: $size) { totalCount pageInfo { offset limit hasMore }
      nodes { ... on Game { ...F } } } } fragment F on Game { ${everyGameField} }`;
    expect(measure(parse(spread), { size: 100 }, undefined, 10_000)).toEqual(inline);
    expect(measure(parse(spread), { size: 10 }, undefined, 10_000).cost).toBeLessThan(inline.cost / 9);
    // A limit above the page cap counts as the cap, since that is what the answer holds.
    expect(measure(parse(spread), { size: 5000 }, undefined, 10_000)).toEqual(inline);
  });

  test('one document measured again with other variables counts what those variables select', () => {
    // The server hands the same parsed document to every request with the same text.
    const sized = parse(`query P($size: Int) { games(limit: $size) { nodes { ${everyScalar} } } }`);
    const small = measure(sized, { size: 1 }, undefined, 10_000);
    expect(measure(sized, { size: 100 }, undefined, 10_000).cost).toBeGreaterThan(small.cost * 50);

    const inFragment = parse(`query P($size: Int) { ...Found }
      fragment Found on Query { found: searchGames(q: "kart", limit: $size) { nodes { ${everyScalar} } } }`);
    const fewFound = measure(inFragment, { size: 1 }, undefined, 10_000);
    expect(measure(inFragment, { size: 50 }, undefined, 10_000).nodes).toBeGreaterThan(fewFound.nodes * 25);

    const included = parse(`query P($all: Boolean!) { games(limit: 100) { totalCount
      nodes @include(if: $all) { ${everyScalar} } } }`);
    const without = measure(included, { all: false }, undefined, 10_000);
    expect(measure(included, { all: true }, undefined, 10_000).cost).toBeGreaterThan(without.cost * 50);
    expect(measure(included, { all: false }, undefined, 10_000)).toEqual(without);

    // A variable that sizes nothing changes nothing: the count is the same for every search text.
    const search = parse('query S($q: String!) { searchSuggestions(q: $q) { slug title } }');
    const first = measure(search, { q: 'hearth' }, undefined, 10_000);
    expect(measure(search, { q: 'a much longer search text' }, undefined, 10_000)).toEqual(first);
  });
});

describe.each(databaseKinds)('S48: query cost and node limits on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
    await seedCatalogue(service);
  });
  afterAll(() => service.stop());

  test('the heaviest legitimate operations are answered', async () => {
    const page = expectData(await gql(service, legitimate.fullPage.query)).games;
    expect(page.totalCount).toBe(6);
    expect(page.nodes[0].technicalDetails.platforms).toEqual(expect.any(Array));
    expect(expectData(await gql(service, legitimate.home.query)).home.latest).toHaveLength(4);
    expect(expectData(await gql(service, legitimate.fullGame.query)).game.slug).toBe('nebula-drift');
    expect(expectData(await gql(service, legitimate.gameComments.query)).game.comments.total).toBe(0);
    const admin = expectData(
      await gql(service, legitimate.adminLists.query, undefined, service.tokens.admin),
    );
    expect(admin.users.length).toBeGreaterThanOrEqual(3);
    expect(admin.dashboardStats.topGames).toHaveLength(5);
    expect(
      expectData(await gql(service, legitimate.introspection.query)).__schema.types.length,
    ).toBeGreaterThan(20);
  });

  test('15 aliases of a 100-game page are refused with the cost limit named', async () => {
    expect(Buffer.byteLength(fifteenPages)).toBeLessThan(1000);
    const result = await gql(service, fifteenPages);
    expect(result.status).toBe(400);
    expectError(
      result,
      'GRAPHQL_VALIDATION_FAILED',
      `Query cost limit of 75000 exceeded, found ${fifteenPagesCost}.`,
    );
    expect(result.body.data).toBeUndefined();
  });

  test('the same page twice through a variable is refused; once is answered', async () => {
    const query = `query Pages($size: Int) { ${aliased(2, `games(limit: $size) { nodes { ...F } }`)} }
      fragment F on Game { ${everyGameField} }`;
    const twice = await gql(service, query, { size: 100 });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toBe('Query node limit of 20000 exceeded, found 28802.');
    expect(expectData(await gql(service, query, { size: 40 })).a0.nodes).toHaveLength(6);
  });

  test('an operation of more than 20000 objects is refused with the node limit named', async () => {
    const result = await gql(service, optionHeavy);
    expect(result.status).toBe(400);
    expectError(result, 'GRAPHQL_VALIDATION_FAILED', 'Query node limit of 20000 exceeded, found 24603.');
  });

  test('a fragment bomb is refused before it is expanded', async () => {
    const levels = Array.from(
      { length: 12 },
      (_, i) => `fragment F${i} on Game { ...F${i + 1} ...F${i + 1} }`,
    );
    const bomb = `{ games(limit: 1) { nodes { ...F0 } } } ${levels.join(' ')} fragment F12 on Game { id }`;
    const result = await gql(service, bomb);
    expect(result.status).toBe(400);
    expectError(
      result,
      'GRAPHQL_VALIDATION_FAILED',
      'Query selection limit of 10000 exceeded once fragments are expanded.',
    );
  });
});

describe('S48: refused operations never reach a resolver; unknown slugs are looked up a few at a time', () => {
  const list = [{ id: 1, slug: 'known-game', title: 'Known Game', status: 'active' }];
  let upstream: FaultServer;
  let service: TestService;
  beforeAll(async () => {
    upstream = await startFaultServer({
      respond: ({ url }) => {
        const { searchParams } = new URL(url, 'http://upstream');
        if (searchParams.get('options') === 'true') return { body: {} };
        if (searchParams.has('slug')) return { status: 404, body: { error: 'Game not found' } };
        return { body: list };
      },
    });
    service = await startTestService('sqlite', { env: { UPSTREAM_URL: upstream.url } });
  });
  afterAll(async () => {
    await service.stop();
    await upstream.close();
  });
  const slugLookups = () => upstream.requests.filter((request) => request.url.includes('slug='));

  test('an operation over the cost limit makes no upstream call', async () => {
    expect((await gql(service, fifteenPages)).status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
    // The same selection within the limits does reach the service (for the catalogue).
    expectData(
      await gql(service, `{ games(limit: 100) { nodes { ...G } } } fragment G on Game { ${everyScalar} }`),
    );
    expect(upstream.requests.length).toBeGreaterThan(0);
  });

  test('15 aliases of one unknown slug make one lookup', async () => {
    const before = slugLookups().length;
    const data = expectData(await gql(service, `{ ${aliased(15, 'game(slug: "no-such-game") { id }')} }`));
    expect(Object.values(data)).toEqual(Array.from({ length: 15 }, () => null));
    expect(slugLookups().length - before).toBe(1);
  });

  test(`15 distinct unknown slugs make ${maxUnknownLookups} lookups; the others fail on their field`, async () => {
    const before = slugLookups().length;
    const query = `{ known: game(slug: "known-game") { title } ${Array.from(
      { length: 14 },
      (_, i) => `a${i}: game(slug: "missing-${i}") { id }`,
    ).join(' ')} }`;
    const result = await gql(service, query);
    expect(result.status).toBe(200);
    expect(result.body.data.known).toEqual({ title: 'Known Game' });
    expect(slugLookups().length - before).toBe(maxUnknownLookups);
    const errors = result.body.errors as { message: string; path: string[]; extensions: { code: string } }[];
    expect(errors).toHaveLength(14 - maxUnknownLookups);
    for (const error of errors) {
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('At most 3 games outside the catalogue can be looked up in one request');
      expect(result.body.data[error.path[0] ?? '']).toBeNull();
    }
  });
});

import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';
import { buildSchema } from 'graphql';

import { publicReadCheck, publicRootFields } from '../../../../server/graphql/responseCache/publicReads.ts';

/** Root fields whose answers depend on who asks: never answered from the anonymous cache. */
const perCallerFields = [
  'me',
  'settings',
  'favorites',
  'downloads',
  'users',
  'dmcaNotices',
  'gameRequests',
  'dashboardStats',
  'auditLog',
  'twoFactorStatus',
  'gameViewer',
  'myRatings',
  'myComments',
  'reports',
  'openReportCount',
];

describe('which operations may be answered from the anonymous cache', () => {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

  test('every root query field is either public or per caller: a new one needs a decision', () => {
    const rootFields = Object.keys(schema.getQueryType()?.getFields() ?? {}).sort();
    const decided = [...publicRootFields].filter((field) => field !== '__typename');
    expect(rootFields).toEqual([...decided, ...perCallerFields].sort());
  });

  test.each([
    ['{ games { totalCount } genres { value } }', undefined, true],
    ['query Home { home { featured { title } } siteSettings { siteName } }', 'Home', true],
    ['{ games { totalCount } me { email } }', undefined, false],
    ['{ ...Root } fragment Root on Query { games { totalCount } }', undefined, false],
    ['mutation { logout { message } }', undefined, false],
    ['query A { genres { value } } query B { me { email } }', 'B', false],
    ['query A { genres { value } } query B { me { email } }', 'A', true],
    ['query A { genres { value } } query B { me { email } }', undefined, false],
    ['{ games {', undefined, false],
    ['{ communityStats { games } genreCounts { count } communityFeatures { comments } }', undefined, true],
    ['{ game(slug: "x") { title comments { total } } }', undefined, false],
    ['{ game(slug: "x") { ...G } } fragment G on Game { comments { total } }', undefined, false],
    ['{ gameViewer(gameId: "1") { starred } }', undefined, false],
    ['{ games { nodes { ... on Game { comments(limit: 1) { total } } } } }', undefined, false],
    ['{ game(slug: "x") { stars shares weightedRating } }', undefined, true],
  ])('%s (%s) → %s', (query, operationName, cacheable) => {
    expect(publicReadCheck(schema)(query, operationName)).toBe(cacheable);
  });
});

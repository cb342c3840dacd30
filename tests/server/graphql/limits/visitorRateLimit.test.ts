import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { GqlResult } from '../../../support/graphql.ts';
import { expectData, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** Baseline S48: a per-visitor rate on `/graphql` that stops scripts and never people. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const suggestions = (q: string) => `{ searchSuggestions(q: ${JSON.stringify(q)}) { slug title } }`;
const homePage = '{ home { totalGames latest { slug title } } genres { value label } categories { value } }';

describe('the /graphql rate limit per visitor (20 per second, a burst of 60 per 10 s)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', {
      env: { TRUST_PROXY: '1', GRAPHQL_RATE_PER_SECOND: '20', GRAPHQL_RATE_BURST: '60' },
    });
  });
  afterAll(() => service.stop());

  const from = (visitor: string, query: string, token?: string) =>
    gql(service, query, undefined, token, { 'x-forwarded-for': visitor });

  test('a fast visitor never meets it: pages and a suggestion on every keystroke', async () => {
    const visitor = '198.51.100.20';
    const answers: GqlResult[] = [];
    for (let visit = 0; visit < 3; visit++) {
      answers.push(
        await from(visitor, homePage),
        await from(visitor, '{ me { email } }', service.tokens.user),
      );
      // Typing "nebula drift" at 10 keys a second, a suggestion query for each.
      const text = 'nebula drift';
      for (let length = 1; length <= text.length; length++) {
        answers.push(await from(visitor, suggestions(text.slice(0, length))));
        await sleep(100);
      }
      answers.push(await from(visitor, '{ games(limit: 24) { totalCount nodes { slug } } }'));
    }
    expect(answers).toHaveLength(45);
    for (const answer of answers) expectData(answer);
  });

  test('a script sending requests as fast as it can gets 429 with Retry-After and RATE_LIMITED', async () => {
    const script = '203.0.113.50';
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => from(script, '{ genres { value } }')),
    );
    const seconds = (performance.now() - started) / 1000;
    const limited = answers.filter((answer) => answer.status === 429);
    const answered = answers.filter((answer) => answer.status === 200);
    expect(limited.length + answered.length).toBe(200);
    // The burst of 60 and 20 for each second the flood took (started in), however slow the machine.
    expect(answered.length).toBeGreaterThanOrEqual(80);
    expect(answered.length).toBeLessThanOrEqual(60 + 20 * Math.ceil(seconds + 1));
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({
        errors: [
          { message: 'Too many requests. Please try again later.', extensions: { code: 'RATE_LIMITED' } },
        ],
      });
    }

    // Another visitor is not affected, and the script's own budget refills with time.
    expectData(await from('198.51.100.21', '{ genres { value } }'));
    await sleep(1100);
    expectData(await from(script, '{ genres { value } }'));
  });
});

import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { gql } from '../../support/graphql.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const query = '{ genres { value } }';
const otherQuery = '{ categories { value } }';
const mismatch = {
  message: 'provided sha does not match query',
  extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
};

describe("Apollo Server's own refusals of a persisted query", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  const persisted = (text: string, persistedQuery: object, token?: string) =>
    service.request('POST', '/graphql', {
      token,
      json: { query: text, extensions: { persistedQuery } },
    });

  test('a hash that is not the sent text’s answers 400 PERSISTED_QUERY_HASH_MISMATCH, unmasked', async () => {
    for (const token of [undefined, service.tokens.user]) {
      const answer = await persisted(query, { version: 1, sha256Hash: sha256(otherQuery) }, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [mismatch] });
    }
  });

  test('an unsupported persisted-query version answers 400 BAD_REQUEST with its reason', async () => {
    const answer = await persisted(query, { version: 2, sha256Hash: sha256(query) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  test('the matching hash runs the query', async () => {
    const answer = await persisted(query, { version: 1, sha256Hash: sha256(query) });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((await gql(service, query)).body).toEqual(answer.body);
  });
});

import { beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { FieldKind, JsonEndpoint } from '../support/fixtures/inputEndpoints.ts';
import {
  fieldOf,
  gameDataForm,
  gameFormBody,
  gameFormFields,
  inputSuite,
  jsonEndpoints,
  storedState,
  tokenOf,
  withField,
} from '../support/fixtures/inputEndpoints.ts';
import type { ApiResponse } from '../support/http.ts';
import { dmcaNotice } from '../support/submissions.ts';

/**
 * Baseline S47: type confusion in JSON bodies. Every field takes exactly the type the contract
 * sends (ids as JSON integers or strings of digits): a list, an object, a number, a boolean or null
 * in its place is a 400 naming the field, never coerced and never a 500. Bodies nest at most 8 levels.
 */

function wrongTypes(kind: FieldKind, valid: unknown): Array<[string, unknown]> {
  const wrapped: Array<[string, unknown]> = [
    ['a list of the valid value', [valid]],
    ['a list of two values', [valid, valid]],
    ['an object around the valid value', { value: valid }],
    ['null', null],
  ];
  switch (kind) {
    case 'text':
    case 'multiline':
    case 'email':
    case 'password':
    case 'choice':
      return [...wrapped, ['a number', 17], ['a boolean', true]];
    case 'id': {
      const id = Number(valid);
      return [
        ...wrapped,
        ['hexadecimal text', `0x${id.toString(16)}`],
        ['text with an exponent', `${id}e0`],
        ['text with spaces', ` ${id} `],
        ['signed text', `+${id}`],
        ['a fraction', id + 0.5],
        ['a negative number', -id],
        ['a boolean', true],
        ['empty text', ''],
      ];
    }
    case 'year':
      return [
        ...wrapped,
        ['hexadecimal text', '0x7d4'],
        ['text with an exponent', '2.004e3'],
        ['text with spaces', ' 2004 '],
        ['a fraction', 2004.5],
        ['a boolean', true],
      ];
    case 'rating':
      return [
        ...wrapped,
        ['digits as text', String(valid)],
        ['a fraction', Number(valid) + 0.5],
        ['a boolean', true],
      ];
    case 'flag':
      return [...wrapped, ['the text true', 'true'], ['the number 1', 1], ['the number 0', 0]];
    case 'object':
      return [
        ['a list', [valid]],
        ['text', 'x'],
        ['a number', 5],
        ['a boolean', true],
        ['null', null],
      ];
    case 'list':
      return [
        ['a number', 5],
        ['a boolean', true],
        ['an object', { value: 'arcade' }],
        ['a list of numbers', [5]],
        ['a list of lists', [['arcade']]],
        ['a list of objects holding lists', [{ value: ['arcade'] }]],
        ['null', null],
      ];
  }
}

/** A 400 whose `fields` names `path` (or, for a list entry, something under it). */
function expectFieldRefused(answer: ApiResponse, path: string, what: string) {
  const named = Object.keys((answer.body?.fields ?? {}) as Record<string, string>);
  expect({ what, status: answer.status, named: named.some((key) => key.startsWith(path)) }).toEqual({
    what,
    status: 400,
    named: true,
  });
  expect(typeof answer.body.error).toBe('string');
}

/** Names and fields of the endpoints; the bodies are made once the records they point at exist. */
const catalogue = jsonEndpoints({
  victimId: 0,
  gameId: 0,
  noticeId: 0,
  requestId: 0,
  commentId: 0,
  reportId: 0,
});

/** Nested lists `depth` levels deep around `inner`, as JSON text. */
const nestedLists = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe.each(databaseKinds)('S47 exact body types on %s', (kind) => {
  const suite = inputSuite(kind);

  describe.each(catalogue)('$name', ({ name, fields }) => {
    const endpoint = () =>
      jsonEndpoints(suite.targets).find((candidate) => candidate.name === name) as JsonEndpoint;

    test.each(Object.entries(fields))(
      'a wrong type in %s answers 400 naming it and changes nothing',
      async (path, fieldKind) => {
        const current = endpoint();
        for (const [what, value] of wrongTypes(fieldKind, fieldOf(current.body, path))) {
          expectFieldRefused(await suite.send(current, withField(current.body, path, value)), path, what);
        }
        expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
      },
    );

    test('a body nested deeper than 8 levels answers 400 and changes nothing', async () => {
      const current = endpoint();
      const deep = await suite.service.request(current.method, current.path, {
        token: tokenOf(suite.service, current.caller, suite.memberToken),
        body: `{"x":${nestedLists(8)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(deep.status).toBe(400);
      expect(deep.body).toEqual({ error: 'Request body is nested too deeply' });
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    });
  });

  test('a 100 KB body of nested brackets answers 400, and the server goes on answering', async () => {
    const depth = 50_000;
    for (const path of ['/api/auth.php?action=login', '/api/submit_dmca.php', '/api/users.php']) {
      const answer = await suite.service.request('POST', path, {
        token: suite.service.tokens.admin,
        body: nestedLists(depth),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Request body is nested too deeply' });
      const objects = await suite.service.request('POST', path, {
        token: suite.service.tokens.admin,
        body: `${'{"a":'.repeat(depth / 4)}1${'}'.repeat(depth / 4)}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(objects.status).toBe(400);
      expect(objects.body).toEqual({ error: 'Request body is nested too deeply' });
    }
    const unbalanced = await suite.service.request('POST', '/api/submit_dmca.php', {
      body: '['.repeat(100_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(unbalanced.status).toBe(400);
    expect((await suite.service.request('GET', '/api/games.php?options=true')).status).toBe(200);
    expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
  });

  test('a body nested exactly 8 levels is still read', async () => {
    const answer = await suite.service.request('POST', '/api/submit_dmca.php', {
      body: JSON.stringify({ ...dmcaNotice, extra: JSON.parse(nestedLists(7)) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(201);
    suite.before = await storedState(suite.service, suite.memberToken);
  });

  describe('games.php form data', () => {
    let slug = '';
    const postData = (data: Record<string, unknown> | string) =>
      suite.service.request('POST', '/api/games.php', {
        token: suite.service.tokens.admin,
        form: gameDataForm(data),
      });

    beforeAll(() => {
      slug = `types-${process.pid}`;
    });

    test.each(Object.entries(gameFormFields))(
      'a wrong type in %s answers 400 naming it',
      async (path, fieldKind) => {
        const body = gameFormBody(slug);
        for (const [what, value] of wrongTypes(fieldKind, fieldOf(body, path))) {
          expectFieldRefused(await postData(withField(body, path, value)), path, what);
        }
        expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
      },
    );

    test.each([
      ['a text', 'x'],
      ['an object', {}],
      ['a list of texts', ['1.4']],
      ['a list of lists', [[]]],
      ['more than 50 entries', Array.from({ length: 51 }, () => ({}))],
    ])('a changelog that is %s answers 400 naming it', async (what, changelog) => {
      expectFieldRefused(await postData({ ...gameFormBody(slug), changelog }), 'changelog', what);
    });

    test('data nested deeper than 8 levels answers 400 and stores nothing', async () => {
      const deep = JSON.stringify({ ...gameFormBody(slug), extra: JSON.parse(nestedLists(8)) });
      const answer = await postData(deep);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Request body is nested too deeply' });
      const huge = await postData(nestedLists(100_000));
      expect(huge.status).toBe(400);
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    });

    test('the valid form is accepted, with genres as a list, a text or a list of { value }', async () => {
      for (const [index, genres] of [['racing'], 'racing,casual', [{ value: 'racing' }]].entries()) {
        const answer = await postData({ ...gameFormBody(`${slug}-${index}`), genres });
        expect(answer.status).toBe(201);
      }
      suite.before = await storedState(suite.service, suite.memberToken);
    });
  });

  describe('ids', () => {
    const { createUser } = accountHelpers(() => suite.service);
    const userIds = async () =>
      (
        (await suite.service.request('GET', '/api/users.php', { token: suite.service.tokens.admin })).body
          .users as Array<{
          id: number;
        }>
      ).map((user) => user.id);

    test('DELETE users.php with a list of ids deletes nobody: both users still exist', async () => {
      const first = await createUser({ prefix: 'listed-first' });
      const second = await createUser({ prefix: 'listed-second' });
      for (const id of [
        [String(first.id), String(second.id)],
        [first.id, second.id],
        [String(first.id)],
        { id: first.id },
      ]) {
        const answer = await suite.service.request('DELETE', '/api/users.php', {
          token: suite.service.tokens.admin,
          json: { id },
        });
        expectFieldRefused(answer, 'id', JSON.stringify(id));
      }
      expect(await userIds()).toEqual(expect.arrayContaining([first.id, second.id]));
    });

    test.each([
      ['hexadecimal', (id: number) => `0x${id.toString(16)}`],
      ['exponent', (id: number) => `${id / 10}e1`],
      ['padded', (id: number) => ` ${id} `],
      ['decimal', (id: number) => `${id}.0`],
    ])('DELETE users.php with the id written as %s text deletes nobody', async (_what, write) => {
      const user = await createUser({ prefix: 'spelled' });
      const answer = await suite.service.request('DELETE', '/api/users.php', {
        token: suite.service.tokens.admin,
        json: { id: write(user.id) },
      });
      expectFieldRefused(answer, 'id', write(user.id));
      expect(await userIds()).toContain(user.id);
    });

    test('ids as JSON integers and as strings of digits both work (as the GraphQL layer and SPEC 7 send them)', async () => {
      const asNumber = await createUser({ prefix: 'by-number' });
      const asText = await createUser({ prefix: 'by-text' });
      for (const id of [asNumber.id, String(asText.id)]) {
        const answer = await suite.service.request('DELETE', '/api/users.php', {
          token: suite.service.tokens.admin,
          json: { id },
        });
        expect(answer.status).toBe(200);
      }
      expect(await userIds()).not.toEqual(expect.arrayContaining([asNumber.id]));
      expect(await userIds()).not.toEqual(expect.arrayContaining([asText.id]));

      const action = (gameId: unknown) =>
        suite.service.request('POST', '/api/account.php?action=toggle-favorite', {
          token: suite.memberToken,
          json: { gameId },
        });
      expect((await action(suite.targets.gameId)).body.favorited).toBe(true);
      expect((await action(String(suite.targets.gameId))).body.favorited).toBe(false);
      suite.before = await storedState(suite.service, suite.memberToken);
    });
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { pngBytes } from '../../../support/fixtures/gamesImages.ts';
import type { RawPart, StoredState } from '../../../support/fixtures/gamesSuite.ts';
import {
  createGame,
  multipartBody,
  multipartType,
  rawBoundary,
  storedState,
  uniqueSlug,
} from '../../../support/fixtures/gamesSuite.ts';
import {
  answerBeforeBodyEnds,
  answerToEndlessBody,
  noTempFilesLeft,
  tempEntries,
} from '../../../support/fixtures/rawUploads.ts';
import { gameData } from '../../../support/games.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const dataPart = (): RawPart => ({
  name: 'data',
  value: JSON.stringify(gameData({ slug: uniqueSlug('raw') })),
});

/** Raw multipart bodies that a parser must refuse quickly (S33), with the content type they are sent with. */
const malformed: Array<[name: string, body: () => Buffer, contentType: string]> = [
  [
    'the closing boundary truncated (no final --)',
    () => multipartBody([dataPart()], { close: false }),
    multipartType,
  ],
  ['the body cut off inside a part', () => multipartBody([dataPart()]).subarray(0, 60), multipartType],
  [
    '10,000 parts',
    () =>
      multipartBody([
        dataPart(),
        ...Array.from({ length: 10_000 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      ]),
    multipartType,
  ],
  [
    'a field name nested 1,000 deep',
    () => multipartBody([dataPart(), { name: `a${'[b]'.repeat(1000)}`, value: 'x' }]),
    multipartType,
  ],
  [
    'a file field name nested 1,000 deep',
    () =>
      multipartBody([
        dataPart(),
        { name: `s${'[0]'.repeat(1000)}`, value: 'x', filename: 'a.png', type: 'image/png' },
      ]),
    multipartType,
  ],
  ['an empty field name', () => multipartBody([dataPart(), { name: '', value: 'x' }]), multipartType],
  [
    'an empty file field name',
    () => multipartBody([dataPart(), { name: '', value: 'x', filename: 'a.png', type: 'image/png' }]),
    multipartType,
  ],
  ['no boundary in the content type', () => multipartBody([dataPart()]), 'multipart/form-data'],
  [
    'a boundary that never occurs in the body',
    () => multipartBody([dataPart()], { boundary: 'other' }),
    multipartType,
  ],
];

describe.each(databaseKinds)('games.php multipart parsing on %s', (kind) => {
  let service: TestService;
  let before: StoredState;

  beforeAll(async () => {
    service = await startTestService(kind);
    await createGame(service, { title: 'Already There' });
  });
  afterAll(() => service.stop());

  /** The service is still up: a list and a real create both work. */
  async function expectServiceUp() {
    const list = await service.request('GET', '/api/games.php');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
  }

  describe('S33: malformed bodies', () => {
    beforeAll(async () => {
      before = await storedState(service);
    });

    test.each(malformed)(
      '%s → 400 within 1 s; nothing stored; the next request succeeds',
      async (_name, body, type) => {
        const started = Date.now();
        const answer = await service.request('POST', '/api/games.php', {
          token: service.tokens.admin,
          body: body(),
          headers: { 'content-type': type },
        });
        const elapsed = Date.now() - started;
        await expectServiceUp();
        expect(await storedState(service)).toEqual(before);
        expect({ status: answer.status, error: typeof answer.body?.error }).toEqual({
          status: 400,
          error: 'string',
        });
        expect(elapsed).toBeLessThan(1000);
      },
    );

    test('a JSON body instead of a form → 415; nothing stored', async () => {
      const answer = await service.request('POST', '/api/games.php', {
        token: service.tokens.admin,
        json: gameData(),
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: 'Send the game as multipart/form-data' });
      expect(await storedState(service)).toEqual(before);
    });

    test('a well-formed hand-written body is accepted (the raw helper itself is sound)', async () => {
      const slug = uniqueSlug('raw-ok');
      const body = multipartBody([
        { name: 'data', value: JSON.stringify(gameData({ slug })) },
        { name: 'cover_image', value: await pngBytes(), filename: 'c.png', type: 'image/png' },
      ]);
      const answer = await service.request('POST', '/api/games.php', {
        token: service.tokens.admin,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${rawBoundary}` },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.game).toMatchObject({ slug });
      before = await storedState(service);
    });
  });

  describe('S34: authentication before parsing', () => {
    const fourMb = 4 * 1024 * 1024;
    let bigBody: Buffer;

    beforeAll(async () => {
      bigBody = multipartBody([
        dataPart(),
        { name: 'cover_image', value: Buffer.alloc(fourMb, 0x42), filename: 'big.png', type: 'image/png' },
      ]);
      before = await storedState(service);
    });

    test.each([
      ['no token', 401, undefined, 'Authentication required'],
      ['a user token', 403, 'user', 'You do not have permission to perform this action'],
      ['a moderator token', 403, 'moderator', 'You do not have permission to perform this action'],
      ['a garbage token', 401, 'garbage', 'Invalid or expired token'],
    ] as const)('a 4 MB upload with %s → %i; nothing stored', async (_name, status, who, error) => {
      const token =
        who === undefined ? undefined : who === 'garbage' ? 'garbage.token.value' : service.tokens[who];
      const answer = await service.request('POST', '/api/games.php', {
        token,
        body: bigBody,
        headers: { 'content-type': multipartType },
      });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ error });
      expect(await storedState(service)).toEqual(before);
      await expectServiceUp();
    });

    test.each([
      ['no token', 401, undefined],
      ['a user token', 403, 'user'],
    ] as const)(
      'with %s the answer (%i) comes before the rest of the body is sent',
      async (_name, status, who) => {
        const headers: Record<string, string> =
          who === undefined ? {} : { authorization: `Bearer ${service.tokens[who]}` };
        const answer = await answerBeforeBodyEnds(
          `${service.url}/api/games.php`,
          headers,
          bigBody.subarray(0, 64 * 1024),
          bigBody.length,
        );
        expect(answer.status).toBe(status);
        expect(answer.bytesSent).toBeLessThan(bigBody.length);
        expect(await storedState(service)).toEqual(before);
        await expectServiceUp();
      },
    );
  });

  describe('S32: a body larger than the largest form', () => {
    const tooLarge = { error: 'Request body is too large' };
    /** Five files of the per-file cap and the text fields: the largest form there can be. */
    const maxFormBytes = () => 5 * service.config.limits.maxUploadBytes + 1024 * 1024;
    const head = () => multipartBody([dataPart()], { close: false }).subarray(0, -`--${rawBoundary}`.length);
    const fileHead = () =>
      Buffer.concat([
        head(),
        Buffer.from(
          `--${rawBoundary}\r\nContent-Disposition: form-data; name="cover_image"; filename="c.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
      ]);

    beforeAll(async () => {
      before = await storedState(service);
    });

    test('a declared Content-Length past the cap → 413 before the body is sent; nothing stored', async () => {
      const answer = await answerBeforeBodyEnds(
        `${service.url}/api/games.php`,
        { authorization: `Bearer ${service.tokens.admin}` },
        fileHead(),
        maxFormBytes() + 1,
      );
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: 413,
        body: tooLarge,
      });
      expect(await storedState(service)).toEqual(before);
      expect(await tempEntries(service)).toEqual([]);
      await expectServiceUp();
    });

    test('a chunked body (no length) is cut off with 413 once its bytes pass the cap; nothing stored', async () => {
      const cap = maxFormBytes();
      const answer = await answerToEndlessBody(
        `${service.url}/api/games.php`,
        { authorization: `Bearer ${service.tokens.admin}` },
        fileHead(),
        cap + 32 * 1024 * 1024,
      );
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: 413,
        body: tooLarge,
      });
      // Answered while the client was still sending: the server stopped reading at the cap.
      expect(answer.bytesSent).toBeLessThan(cap + 32 * 1024 * 1024);
      expect(await storedState(service)).toEqual(before);
      await noTempFilesLeft(service);
      await expectServiceUp();
    });

    test('a body of just under the cap is read and judged on its content', async () => {
      const answer = await service.request('POST', '/api/games.php', {
        token: service.tokens.admin,
        body: multipartBody([
          dataPart(),
          ...Array.from({ length: 5 }, (_, i) => ({
            name: i === 0 ? 'cover_image' : `screenshots[${i - 1}]`,
            value: Buffer.alloc(service.config.limits.maxUploadBytes, 0x41),
            filename: `f${i}.png`,
            type: 'image/png',
          })),
        ]),
        headers: { 'content-type': multipartType },
      });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 415,
        body: { error: 'Unsupported image type' },
      });
      expect(await storedState(service)).toEqual(before);
      await noTempFilesLeft(service);
    });
  });
});

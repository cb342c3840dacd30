import type { Server } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { grainy } from '../../../support/fixtures/gamesImages.ts';
import type { RawPart } from '../../../support/fixtures/gamesSuite.ts';
import { multipartBody, rawBoundary, storedState } from '../../../support/fixtures/gamesSuite.ts';
import {
  abortMidBody,
  answerBeforeBodyEnds,
  answerToEndlessBody,
  eventually,
  noTempFilesLeft,
  tempEntries,
} from '../../../support/fixtures/rawUploads.ts';
import { gameData, imageBytes } from '../../../support/games.ts';
import type { GqlResult } from '../../../support/graphql.ts';
import { expectData, expectError } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const createGame = `mutation C($input: GameInput!, $cover: Upload, $screenshots: [Upload!]) {
  createGame(input: $input, cover: $cover, screenshots: $screenshots) { id slug imageUrl screenshots } }`;

let slugCounter = 0;

/** The GraphQL `GameInput` of the test game form with a fresh slug, plus overrides. */
function gameInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  slugCounter += 1;
  const {
    systemRequirements,
    screenshots: _screenshots,
    imageUrl: _imageUrl,
    ...rest
  } = gameData({ slug: `disk-game-${process.pid}-${slugCounter}` }) as Record<string, unknown> & {
    systemRequirements: { minimum: unknown };
  };
  return { ...rest, minimumRequirements: systemRequirements.minimum, ...overrides };
}

/** `createGame` with a cover at `variables.cover` and screenshots after it, as raw multipart parts. */
function createParts(input: Record<string, unknown>, files: Buffer[], map?: Record<string, string[]>) {
  const variables = { input, cover: null, screenshots: files.slice(1).map(() => null) };
  const paths = files.map((_, i) => (i === 0 ? 'variables.cover' : `variables.screenshots.${i - 1}`));
  const parts: RawPart[] = [
    { name: 'operations', value: JSON.stringify({ query: createGame, variables }) },
    { name: 'map', value: JSON.stringify(map ?? Object.fromEntries(paths.map((p, i) => [String(i), [p]]))) },
  ];
  files.forEach((bytes, i) =>
    parts.push({ name: String(i), value: bytes, filename: `f${i}.png`, type: 'image/png' }),
  );
  return parts;
}

/** The opening of a multipart body: the two JSON fields and the header of a first file, whose bytes follow. */
function openingWithFile(input: Record<string, unknown>): Buffer {
  const fields = multipartBody(createParts(input, [Buffer.alloc(0)]), { close: false });
  const fileStart = fields.indexOf('\r\n\r\n', fields.indexOf('filename="f0.png"')) + 4;
  return fields.subarray(0, fileStart);
}

/**
 * Stands between the GraphQL layer and the REST service, passing everything on, except that it
 * stops reading a game save's body for `pauseMs` after its first bytes and calls `onPause` then:
 * the GraphQL layer is in the middle of sending the files.
 */
async function pausingProxy(pauseMs: number) {
  let target = '';
  let onPause = () => {};
  const server: Server = createServer((req, res) => {
    const outgoing = httpRequest(
      `${target}${req.url ?? ''}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    if (req.method === 'POST' && req.url?.startsWith('/games.php')) {
      req.once('data', () => {
        req.pause();
        onPause();
        setTimeout(() => req.resume(), pauseMs);
      });
    }
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passTo(url: string) {
      target = url;
    },
    paused: () => new Promise<void>((resolve) => (onPause = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('GraphQL uploads wait on disk, never in memory, on %s', (kind) => {
  let service: TestService;
  let png: Buffer;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    service = await startTestService(kind);
    png = await imageBytes('png');
    adminHeaders = { authorization: `Bearer ${service.tokens.admin}`, 'apollo-require-preflight': 'true' };
  });
  afterAll(() => service.stop());

  async function send(parts: RawPart[]): Promise<GqlResult> {
    const answer = await service.request('POST', '/graphql', {
      body: multipartBody(parts),
      headers: { ...adminHeaders, 'content-type': `multipart/form-data; boundary=${rawBoundary}` },
    });
    return { status: answer.status, body: answer.body, headers: answer.headers };
  }

  /** The largest multipart body: five files of the per-file cap and the JSON fields. */
  const maxBodyBytes = () => 5 * service.config.limits.maxUploadBytes + 1024 * 1024;

  test('a save with a cover and 2 screenshots leaves no temporary file behind', async () => {
    const result = await send(createParts(gameInput(), [png, png, png]));
    expect(expectData(result).createGame.screenshots).toHaveLength(2);
    await noTempFilesLeft(service);
  });

  test('a save the REST service refuses (empty title) leaves none; nothing stored', async () => {
    const before = await storedState(service);
    const result = await send(createParts(gameInput({ title: '' }), [png, png]));
    expectError(result, 'BAD_USER_INPUT', 'Title is required');
    await noTempFilesLeft(service);
    expect(await storedState(service)).toEqual(before);
  });

  test('files the multipart layer refuses (no valid place in the map) leave none', async () => {
    const result = await send(createParts(gameInput(), [png], { 0: ['variables.__proto__.x'] }));
    expect(result.status).toBe(400);
    await noTempFilesLeft(service);
  });

  test('a file over the per-file cap → 413 and leaves none', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(service.config.limits.maxUploadBytes + 1 - png.length)]);
    const result = await send(createParts(gameInput(), [huge]));
    expect(result.status).toBe(413);
    await noTempFilesLeft(service);
  });

  test('a file is written to disk as it arrives, and goes when the client cuts the upload off', async () => {
    const before = await storedState(service);
    const first = Buffer.concat([openingWithFile(gameInput()), Buffer.alloc(1024 * 1024, 0x42)]);
    await abortMidBody(`${service.url}/graphql`, adminHeaders, first, first.length + 3 * 1024 * 1024, () =>
      // Half-way through the body the file already sits in the request's temporary directory.
      eventually(
        async () => (await tempEntries(service)).some((entry) => /\/./.test(entry)),
        'a file is on disk',
      ),
    );
    await noTempFilesLeft(service);
    expect(await storedState(service)).toEqual(before);
  });

  test('S32: a declared Content-Length past the cap → 413 before the body is sent; no file written', async () => {
    const answer = await answerBeforeBodyEnds(
      `${service.url}/graphql`,
      adminHeaders,
      openingWithFile(gameInput()),
      maxBodyBytes() + 1,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Request body is too large');
    expect(await tempEntries(service)).toEqual([]);
  });

  test('S32: a chunked body (no length) is cut off with 413 once its bytes pass the cap', async () => {
    const before = await storedState(service);
    const answer = await answerToEndlessBody(
      `${service.url}/graphql`,
      adminHeaders,
      openingWithFile(gameInput()),
      maxBodyBytes() + 32 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Request body is too large');
    expect(answer.bytesSent).toBeLessThan(maxBodyBytes() + 32 * 1024 * 1024);
    await noTempFilesLeft(service);
    expect(await storedState(service)).toEqual(before);
  });

  describe('a client leaving while its files are sent on', () => {
    let proxied: TestService;
    let proxy: Awaited<ReturnType<typeof pausingProxy>>;

    beforeAll(async () => {
      proxy = await pausingProxy(300);
      proxied = await startTestService(kind, { env: { UPSTREAM_URL: `${proxy.url}` } });
      proxy.passTo(`${proxied.url}/api`);
    });
    afterAll(async () => {
      await proxied.stop();
      await proxy.close();
    });

    test('the save still completes with every file, then the files go', async () => {
      const before = await storedState(proxied);
      // Files larger than the socket buffers: the sending waits on the proxy, file after file.
      const noisy = await grainy(1100, 1100, 50).png({ compressionLevel: 1 }).toBuffer();
      const body = multipartBody(createParts(gameInput(), [noisy, noisy, noisy]));
      const headers = { authorization: `Bearer ${proxied.tokens.admin}`, 'apollo-require-preflight': 'true' };
      await abortMidBody(`${proxied.url}/graphql`, headers, body, body.length, () => proxy.paused());
      // The screenshots are read after the pause, when the client is long gone: they are still there.
      await eventually(
        async () => (await storedState(proxied)).games === before.games + 1,
        'the game is stored',
      );
      await noTempFilesLeft(proxied);
    });
  });
});

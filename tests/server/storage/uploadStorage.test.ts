import { existsSync, readdirSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import type { S3Settings } from '../../../server/config.ts';
import { loadConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { createUploadStorage } from '../../../server/storage/createUploadStorage.ts';
import { pngBytes } from '../../support/fixtures/gamesImages.ts';
import type { StoredGame } from '../../support/fixtures/gamesSuite.ts';
import {
  createGame,
  postGame,
  uniqueSlug,
  uploadListing,
  uploadName,
} from '../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../support/games.ts';
import type { TestS3 } from '../../support/s3Server.ts';
import { bucketListing, startTestS3 } from '../../support/s3Server.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

const immutableYear = 'public, max-age=31536000, immutable';

describe.each(['directory', 's3'] as const)('uploads kept in a %s', (storage) => {
  let s3: TestS3 | undefined;
  let service: TestService;
  let game: StoredGame;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startTestS3() : undefined;
    service = await startTestService('sqlite', { env: s3?.env() });
    game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(64) }]);
  });
  afterAll(async () => {
    await service.stop();
    await s3?.stop();
  });

  test('the cover is stored in that place only', async () => {
    expect(await uploadListing(service)).toEqual([uploadName(game.imageUrl)]);
    const inDirectory = existsSync(service.config.uploadDir) ? readdirSync(service.config.uploadDir) : [];
    expect(inDirectory).toEqual(storage === 'directory' ? [uploadName(game.imageUrl)] : []);
  });

  test('is served as WebP, immutable for a year, usable cross-origin and sandboxed', async () => {
    const response = await fetch(service.url + game.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutableYear);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).width).toBe(64);
  });

  test('answers a revalidation with its ETag by 304, and HEAD without a body', async () => {
    const first = await fetch(service.url + game.imageUrl);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // A browser's revalidation (fetch() alone would add `Cache-Control: no-cache`, which forbids a 304).
    const again = await fetch(service.url + game.imageUrl, {
      headers: { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(service.url + game.imageUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  test.each([
    ['an unknown stored name', '/uploads/00000000-0000-4000-8000-000000000000.webp'],
    ['a name the server never makes', '/uploads/cover.png'],
    ['a dot segment', '/uploads/..%2fgamevault.sqlite'],
  ])('%s is 404', async (_label, url) => {
    const response = await fetch(service.url + url);
    expect(response.status).toBe(404);
  });

  test('/img resizes the stored cover', async () => {
    const response = await fetch(`${service.url}/img?src=${encodeURIComponent(game.imageUrl)}&w=160`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  test('deleting the game removes the stored cover', async () => {
    const doomed = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(40) }]);
    expect(await uploadListing(service)).toContain(uploadName(doomed.imageUrl));
    const removed = await service.request('DELETE', `/api/games.php?id=${doomed.id}`, {
      token: service.tokens.admin,
    });
    expect(removed.status).toBe(200);
    expect(await uploadListing(service)).not.toContain(uploadName(doomed.imageUrl));
    expect((await fetch(service.url + doomed.imageUrl)).status).toBe(404);
  });
});

describe('uploads kept in S3 while the S3 server is down', () => {
  let s3: TestS3;
  let service: TestService;
  let game: StoredGame;

  beforeAll(async () => {
    s3 = await startTestS3();
    service = await startTestService('sqlite', { env: s3.env() });
    game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(48) }]);
    await s3.stop();
  });
  afterAll(() => service.stop());

  test('a stored cover answers 503 with Retry-After, not a 404 that caches would keep', async () => {
    const response = await fetch(service.url + game.imageUrl);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  test('/img answers 502 for a cover it has not resized yet', async () => {
    const response = await fetch(`${service.url}/img?src=${encodeURIComponent(game.imageUrl)}&w=320`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('The image store did not answer');
  });

  test('a game with a cover is refused with 503 and nothing is stored', async () => {
    const answer = await postGame(service, gameData({ slug: uniqueSlug() }), {
      files: [{ field: 'cover_image', bytes: await pngBytes(32) }],
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body).toEqual({ error: 'Service temporarily unavailable' });
    const list = await service.request('GET', '/api/games.php', { token: service.tokens.admin });
    expect((list.body as StoredGame[]).map((row) => row.id)).toEqual([game.id]);
  });

  test('a game without new images is still saved', async () => {
    const created = await createGame(service);
    expect(created.id).toBeGreaterThan(game.id);
  });
});

describe('starting with an S3 bucket', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  test('creates the bucket when it does not exist yet', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/gv-unused', ...s3.env() });
    const uploads = createUploadStorage(config, createLogger('silent'));
    await uploads.prepare();
    await uploads.put('11111111-1111-4111-8111-111111111111.webp', Buffer.from('webp'));
    expect(await bucketListing(config.s3 as S3Settings)).toEqual([
      '11111111-1111-4111-8111-111111111111.webp',
    ]);
    expect(await uploads.read('11111111-1111-4111-8111-111111111111.webp')).toEqual(Buffer.from('webp'));
    uploads.close();
  });

  test('refuses to start on credentials the server does not take', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/gv-unused',
      ...s3.env(),
      S3_ACCESS_KEY_ID: 'nobody',
      S3_SECRET_ACCESS_KEY: 'wrong',
    });
    const uploads = createUploadStorage(config, createLogger('silent'));
    await expect(uploads.prepare()).rejects.toThrow(
      /^The uploads bucket gv-uploads-\d+-\d+ at http:\/\/127\.0\.0\.1:\d+ cannot be used$/,
    );
    uploads.close();
  });
});

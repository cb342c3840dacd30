import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { pngBytes } from '../../../support/fixtures/gamesImages.ts';
import { createGame, postGame } from '../../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../../support/games.ts';
import type { ImageHost } from '../../../support/imageHost.ts';
import { startImageHost } from '../../../support/imageHost.ts';
import { cacheListing, getImage } from '../../../support/imageRequests.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** `GET /img`: catalogue images resized for the page, as a browser or crawler fetches them. */

const immutable = 'public, max-age=31536000, immutable';

describe('/img on uploaded covers', () => {
  let service: TestService;
  let cover: string;

  beforeAll(async () => {
    service = await startTestService('sqlite');
    cover = (await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(1000, 750) }]))
      .imageUrl;
    expect(cover).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  });
  afterAll(() => service.stop());

  test('Accept */* gets WebP at the requested width, cacheable for a year and varying by Accept', async () => {
    const { response, bytes } = await getImage(service, cover, 480);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  test('a browser that names image/avif gets AVIF', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const { response, bytes } = await getImage(service, cover, 320, accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(response.headers.get('cache-control')).toBe(immutable);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 320, height: 240 });
  });

  test('a width above the original gives the original width, never an enlargement', async () => {
    const { response, bytes } = await getImage(service, cover, 1920);
    expect(response.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1000, height: 750 });
  });

  test('the rendered image is written to the image cache and served again byte for byte', async () => {
    const before = await cacheListing(service);
    const first = await getImage(service, cover, 640);
    expect(first.response.status).toBe(200);
    const added = (await cacheListing(service)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(await readFile(path.join(service.config.imageCacheDir, added[0] ?? ''))).toEqual(first.bytes);

    const second = await getImage(service, cover, 640);
    expect(second.response.status).toBe(200);
    expect(second.bytes).toEqual(first.bytes);
    expect(await cacheListing(service)).toHaveLength(before.length + 1);
  });

  test('a rendered image is served from the cache even after its original was replaced', async () => {
    const game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(400, 300) }]);
    const rendered = await getImage(service, game.imageUrl, 320);
    expect(rendered.response.status).toBe(200);
    const replaced = await postGame(service, gameData({ slug: game.slug, imageUrl: game.imageUrl }), {
      id: game.id,
      files: [{ field: 'cover_image', bytes: await pngBytes(500, 300) }],
    });
    expect(replaced.status).toBe(200);
    expect((await fetch(service.url + game.imageUrl)).status).toBe(404);

    const again = await getImage(service, game.imageUrl, 320);
    expect(again.response.status).toBe(200);
    expect(again.bytes).toEqual(rendered.bytes);
    expect((await getImage(service, game.imageUrl, 160)).response.status).toBe(404);
  });

  test.each([
    ['an unsupported width', 500],
    ['a width of 0', 0],
    ['a width that is not a number', 'wide'],
    ['no width', undefined],
  ])('%s → 400', async (_name, width) => {
    const { response, bytes } = await getImage(service, cover, width);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).not.toBe(immutable);
    expect(bytes.toString()).toBe('Expected src and a supported w');
  });

  test('no src → 400', async () => {
    const { response } = await getImage(service, undefined, 480);
    expect(response.status).toBe(400);
  });

  test.each([
    '/uploads/../jwt-secret',
    '/uploads/..%2fjwt-secret',
    '/uploads/.hidden',
    '/uploads/',
    '/uploads/sub/cover.webp',
    '/etc/passwd',
    '../jwt-secret',
    'file:///etc/passwd',
  ])('src=%s → 400', async (src) => {
    const { response } = await getImage(service, src, 480);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  test('an upload name that does not exist → 404', async () => {
    const { response } = await getImage(service, '/uploads/00000000-0000-0000-0000-000000000000.webp', 480);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toBe(immutable);
  });

  describe('without an upstream, other hosts are refused without a request', () => {
    let elsewhere: ImageHost;
    beforeAll(async () => {
      elsewhere = await startImageHost({ '/x.png': { body: await pngBytes(200) } });
    });
    afterAll(() => elsewhere.close());

    test.each([
      ['a public host', () => 'https://elsewhere.example/x.png'],
      ['a local server', () => `${elsewhere.origin}/x.png`],
    ])('an image on %s → 400', async (_name, src) => {
      const { response } = await getImage(service, src(), 160);
      expect(response.status).toBe(400);
      expect(elsewhere.hits).toEqual([]);
    });
  });
});

describe('/img on images of the configured upstream', () => {
  let imageHost: ImageHost;
  let elsewhere: ImageHost;
  let service: TestService;

  beforeAll(async () => {
    elsewhere = await startImageHost({ '/x.png': { body: await pngBytes(200) } });
    imageHost = await startImageHost({
      '/uploads/pic.png': { body: await pngBytes(800, 400) },
      '/uploads/small.png': { body: await pngBytes(100, 50) },
      '/uploads/notes.png': { body: Buffer.from('<?php echo "not an image"; ?>') },
      '/uploads/broken.png': { status: 500, type: 'text/plain', body: Buffer.from('boom') },
      '/uploads/moved.png': { status: 302, location: `${elsewhere.origin}/x.png` },
      '/uploads/down.png': { status: 503, type: 'text/plain', body: Buffer.from('down') },
      '/uploads/garbled.png': { body: Buffer.from('GIF89a, or so it says') },
    });
    // The GraphQL side (which would use UPSTREAM_URL) is not exercised here.
    service = await startTestService('sqlite', { env: { UPSTREAM_URL: `${imageHost.origin}/api` } });
  });
  afterAll(async () => {
    await service.stop();
    await imageHost.close();
    await elsewhere.close();
  });

  test('an image on the upstream host is fetched and resized', async () => {
    const { response, bytes } = await getImage(service, `${imageHost.origin}/uploads/pic.png`, 320);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(imageHost.hits).toContain('/uploads/pic.png');
  });

  test('a small upstream image keeps its width', async () => {
    const { response, bytes } = await getImage(service, `${imageHost.origin}/uploads/small.png`, 640);
    expect(response.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  test('a body that is not an image → 422', async () => {
    const { response } = await getImage(service, `${imageHost.origin}/uploads/notes.png`, 320);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).not.toBe(immutable);
  });

  test('an upstream 404 → 404', async () => {
    const { response } = await getImage(service, `${imageHost.origin}/uploads/missing.png`, 320);
    expect(response.status).toBe(404);
  });

  test('an upstream failure → 502', async () => {
    const { response } = await getImage(service, `${imageHost.origin}/uploads/broken.png`, 320);
    expect(response.status).toBe(502);
  });

  test('another host → 400, with no request made to it', async () => {
    for (const src of [
      `${elsewhere.origin}/x.png`,
      `http://${new URL(imageHost.origin).host}@${new URL(elsewhere.origin).host}/x.png`,
      'https://elsewhere.example/x.png',
    ]) {
      const { response } = await getImage(service, src, 160);
      expect(response.status).toBe(400);
    }
    expect(elsewhere.hits).toEqual([]);
  });

  test.each([
    ['a failing image', '/uploads/down.png', 502],
    ['a missing image', '/uploads/gone.png', 404],
    ['a body that is not an image', '/uploads/garbled.png', 422],
  ])('%s is asked for once, then refused from memory for a while', async (_name, file, status) => {
    const asks = () => imageHost.hits.filter((hit) => hit === file).length;
    for (const width of [160, 320, 640]) {
      for (const accept of ['*/*', 'image/avif,image/webp']) {
        const { response } = await getImage(service, `${imageHost.origin}${file}`, width, accept);
        expect(response.status).toBe(status);
        expect(response.headers.get('cache-control')).not.toBe(immutable);
      }
    }
    expect(asks()).toBe(1);
  });

  test('a redirect off the upstream host is not followed', async () => {
    const { response } = await getImage(service, `${imageHost.origin}/uploads/moved.png`, 160);
    expect(response.status).toBe(502);
    expect(elsewhere.hits).toEqual([]);
  });
});

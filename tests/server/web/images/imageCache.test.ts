import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { defaultLimits } from '../../../../server/config.ts';
import { resizeImage } from '../../../../server/web/images/resizeImage.ts';
import { grainy } from '../../../support/fixtures/gamesImages.ts';
import type { ImageHost } from '../../../support/imageHost.ts';
import { startImageHost } from '../../../support/imageHost.ts';
import { cacheBytes, cacheListing, getImage } from '../../../support/imageRequests.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/**
 * `/img`'s disk cache holds a bounded number of bytes: filled past it, the least recently used
 * images go, also after a restart, when it learns again what the directory holds.
 */
describe('/img disk cache bound', () => {
  const images = Array.from({ length: 12 }, (_, index) => `/uploads/shot-${index + 1}.png`);
  const width = 160;
  let imageHost: ImageHost;
  let service: TestService;
  /** Room for four rendered images and half of a fifth. */
  let bound: number;

  const src = (file: string) => `${imageHost.origin}${file}`;
  const asks = (file: string) => imageHost.hits.filter((hit) => hit === file).length;
  /** Asks for `file` and answers whether the upstream was asked for it (a disk miss). */
  async function render(file: string): Promise<boolean> {
    const before = asks(file);
    const { response } = await getImage(service, src(file), width);
    expect(response.status).toBe(200);
    return asks(file) > before;
  }

  beforeAll(async () => {
    // Every path serves the same picture, so every rendered file has the same size.
    const original = await grainy(400, 300, 40).png().toBuffer();
    const rendered = await resizeImage(original, width, 'webp', defaultLimits.maxImagePixels);
    bound = Math.floor(rendered.byteLength * 4.5);
    imageHost = await startImageHost(Object.fromEntries(images.map((file) => [file, { body: original }])));
    service = await startTestService('sqlite', {
      env: { UPSTREAM_URL: `${imageHost.origin}/api` },
      limits: { imageCacheMaxBytes: bound },
    });
  });
  afterAll(async () => {
    await service.stop();
    await imageHost.close();
  });

  test('filled past its bound, it stays under it and lets the least recently used go', async () => {
    const [first, second, third, fourth, fifth] = images;
    for (const file of [first, second, third, fourth]) expect(await render(file ?? '')).toBe(true);
    expect(await cacheListing(service)).toHaveLength(4);
    expect(await render(first ?? '')).toBe(false);

    expect(await render(fifth ?? '')).toBe(true);
    expect(await cacheListing(service)).toHaveLength(4);
    expect(await cacheBytes(service)).toBeLessThanOrEqual(bound);
    expect(await render(first ?? '')).toBe(false);
    expect(await render(second ?? '')).toBe(true);

    for (const file of images.slice(5)) {
      expect(await render(file)).toBe(true);
      expect(await cacheBytes(service)).toBeLessThanOrEqual(bound);
    }
    expect(await cacheListing(service)).toHaveLength(4);
  });

  test('after a restart it reads the directory back, in the order of last use, and keeps to the bound', async () => {
    // Kept: the last four, written in order. The first of them is used again, so it goes last.
    const [oldest, older, newer, newest] = images.slice(-4);
    expect(await render(oldest ?? '')).toBe(false);
    service = await service.restart();
    expect(await cacheListing(service)).toHaveLength(4);

    expect(await render(images[0] ?? '')).toBe(true);
    expect(await cacheBytes(service)).toBeLessThanOrEqual(bound);
    expect(await cacheListing(service)).toHaveLength(4);
    for (const kept of [oldest, newer, newest]) expect(await render(kept ?? '')).toBe(false);
    expect(await render(older ?? '')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { imageWidths } from '../../../../server/web/images/imageWidths.ts';
import { pngBytes } from '../../../support/fixtures/gamesImages.ts';
import { createGame, screenshotsOf } from '../../../support/fixtures/gamesSuite.ts';
import { cacheListing, getImage } from '../../../support/imageRequests.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** With IMAGE_PREWARM, a new game's cover and screenshots are made in their sizes before anyone asks. */

const avif = 'image/avif,image/webp,*/*;q=0.8';

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 150; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Still waiting for ${what}`);
}

describe('images made ahead', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('sqlite', {
      env: { IMAGE_PREWARM: 'true', CATALOG_REFRESH_SECONDS: '1' },
    });
  });
  afterAll(() => service.stop());

  test("a new game's cover and screenshot are made in AVIF at every width the pages use, and then served from what was made", async () => {
    const before = (await cacheListing(service)).length;
    const game = await createGame(service, {}, [
      { field: 'cover_image', bytes: await pngBytes(800, 450) },
      { field: 'screenshots[0]', bytes: await pngBytes(1280, 720) },
    ]);
    const [screenshot] = screenshotsOf(game);
    expect(screenshot).toBeDefined();
    const expected = before + 2 * imageWidths.length;
    await eventually(
      async () => (await cacheListing(service)).length >= expected,
      'the cover and the screenshot in every width',
    );
    const made = await cacheListing(service);
    expect(made.filter((name) => name.endsWith('.avif'))).toHaveLength(expected);

    for (const src of [game.imageUrl, screenshot ?? '']) {
      const { response } = await getImage(service, src, 640, avif);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
    }
    expect(await cacheListing(service)).toHaveLength(made.length);
  });
});

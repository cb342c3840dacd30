import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { busyMessage } from '../../../../server/rest/express/HttpError.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { grainy } from '../../../support/fixtures/gamesImages.ts';
import type { StoredGame } from '../../../support/fixtures/gamesSuite.ts';
import { postGame, screenshotsOf, uniqueSlug } from '../../../support/fixtures/gamesSuite.ts';
import type { FormFile } from '../../../support/games.ts';
import { gameData } from '../../../support/games.ts';
import type { ApiResponse } from '../../../support/http.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** A grainy photo-like JPEG: costly enough to decode and re-encode that overlapping work shows. */
function grainyJpeg(): Promise<Buffer> {
  return grainy(1200, 900, 40).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The most images libvips had at once, waiting for a thread or being processed, while `work` ran.
 * The service runs in this process, so its image work shows in sharp's own counters. The two
 * counters are read one after the other (an image may move from one to the other in between),
 * so each is judged on its own.
 */
async function mostImagesAtOnce<T>(work: () => Promise<T>): Promise<{ result: T; most: number }> {
  let most = 0;
  const timer = setInterval(() => {
    const { queue, process } = sharp.counters();
    most = Math.max(most, queue, process);
  }, 1);
  try {
    return { result: await work(), most };
  } finally {
    clearInterval(timer);
  }
}

async function jpegFiles(): Promise<FormFile[]> {
  const jpeg = await grainyJpeg();
  return [
    { field: 'cover_image', bytes: jpeg, type: 'image/jpeg', name: 'cover.jpg' },
    ...[0, 1, 2, 3].map((i) => ({ field: `screenshots[${i}]`, bytes: jpeg, type: 'image/jpeg' })),
  ];
}

function expectSaved(answer: ApiResponse, screenshots = 4) {
  expect(answer.status).toBe(201);
  const game = answer.body.game as StoredGame;
  expect(game.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  expect(screenshotsOf(game)).toHaveLength(screenshots);
}

describe.each(databaseKinds)('games.php image work on %s', (kind) => {
  let files: FormFile[];
  beforeAll(async () => {
    files = await jpegFiles();
  });

  describe('with room for 2 images at once', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(kind, { limits: { imageConcurrency: 2 } });
    });
    afterAll(() => service.stop());

    test('one save re-encodes its cover and 4 screenshots side by side, two at a time', async () => {
      const save = () => postGame(service, gameData({ slug: uniqueSlug('one') }), { files });
      const { result: answer, most } = await mostImagesAtOnce(save);
      expectSaved(answer);
      expect(most).toBe(2);
    });
  });

  describe('with room for 1 image at once', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(kind, { limits: { imageConcurrency: 1 } });
    });
    afterAll(() => service.stop());

    test('two saves at once both succeed, one image at a time', async () => {
      const save = () => postGame(service, gameData({ slug: uniqueSlug('cap') }), { files });
      const { result: answers, most } = await mostImagesAtOnce(() => Promise.all([save(), save()]));
      answers.forEach((answer) => expectSaved(answer));
      expect(most).toBe(1);
    });

    test('saves beyond the bounded queue (4 saves per encoder) answer 429 busy at once; nothing of theirs is stored', async () => {
      const slugs = Array.from({ length: 7 }, () => uniqueSlug('queue'));
      const answers = await Promise.all(
        slugs.map((slug) => postGame(service, gameData({ slug }), { files })),
      );
      const busy = answers.filter((answer) => answer.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.body).toEqual({ error: busyMessage });
        expect(answer.headers.get('retry-after')).toBe('1');
      }
      for (const answer of answers.filter((answer) => answer.status !== 429)) expectSaved(answer);
      const listed = await service.request('GET', '/api/games.php', { token: service.tokens.admin });
      const stored = new Set((listed.body as StoredGame[]).map((game) => game.slug));
      slugs.forEach((slug, index) => expect(stored.has(slug)).toBe(answers[index]?.status !== 429));
    });
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { databaseKinds } from '../../../../support/databases.ts';
import { bytesOfSize, hugeDimensionPng, pngBytes } from '../../../../support/fixtures/gamesImages.ts';
import type { StoredGame } from '../../../../support/fixtures/gamesSuite.ts';
import {
  createGame,
  postGame,
  screenshotsOf,
  storedState,
  uniqueSlug,
  uploadListing,
  uploadName,
} from '../../../../support/fixtures/gamesSuite.ts';
import type { FormFile } from '../../../../support/games.ts';
import { gameData } from '../../../../support/games.ts';
import type { ApiResponse } from '../../../../support/http.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const tooMany = 'A game can have at most 4 screenshots';
const notOwn = 'Kept screenshots must belong to this game';

async function screenshotFiles(count: number, from = 0): Promise<FormFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field: `screenshots[${from + i}]`,
      bytes: await pngBytes(16 + i),
    })),
  );
}

describe.each(databaseKinds)('games.php upload limits on %s', (kind) => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  /** Runs `send` and expects the given answer with nothing stored. */
  async function expectRefused(
    send: () => Promise<ApiResponse>,
    status: number,
    body: Record<string, unknown>,
  ) {
    const before = await storedState(service);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
    expect(await storedState(service)).toEqual(before);
  }

  const create = (files: FormFile[]) => () => postGame(service, gameData({ slug: uniqueSlug() }), { files });
  const update = (game: StoredGame, files: FormFile[], kept: unknown[]) => () =>
    postGame(service, gameData({ slug: game.slug }), {
      id: game.id,
      files,
      extra: { existing_screenshots: JSON.stringify(kept) },
    });

  describe('screenshot count', () => {
    test('5 new screenshots → 400; nothing stored', async () => {
      await expectRefused(create(await screenshotFiles(5)), 400, {
        error: tooMany,
        fields: { screenshots: tooMany },
      });
    });

    test('a cover and 5 screenshots → 400; nothing stored', async () => {
      const files = [{ field: 'cover_image', bytes: await pngBytes() }, ...(await screenshotFiles(5))];
      await expectRefused(create(files), 400, { error: tooMany });
    });

    test('4 screenshots and a cover are accepted', async () => {
      const game = await createGame(service, {}, [
        { field: 'cover_image', bytes: await pngBytes() },
        ...(await screenshotFiles(4)),
      ]);
      expect(screenshotsOf(game)).toHaveLength(4);
    });

    test('3 kept and 2 new screenshots on update → 400; the game is unchanged', async () => {
      const game = await createGame(service, {}, await screenshotFiles(3));
      const kept = screenshotsOf(game);
      expect(kept).toHaveLength(3);
      await expectRefused(update(game, await screenshotFiles(2, 3), kept), 400, {
        error: tooMany,
        fields: { screenshots: tooMany },
      });
      const read = await service.request('GET', `/api/games.php?slug=${game.slug}`);
      expect(read.body.screenshots).toBe(game.screenshots);
    });

    test('3 kept and 1 new screenshot on update are accepted', async () => {
      const game = await createGame(service, {}, await screenshotFiles(3));
      const answer = await update(game, await screenshotFiles(1, 3), screenshotsOf(game))();
      expect(answer.status).toBe(200);
      const shots = screenshotsOf(answer.body.game as StoredGame);
      expect(shots).toHaveLength(4);
      expect(shots.slice(0, 3)).toEqual(screenshotsOf(game));
    });
  });

  describe('file size and pixel count', () => {
    test('a cover of the upload limit + 1 byte → 413 Image is too large; nothing stored', async () => {
      const bytes = bytesOfSize(service.config.limits.maxUploadBytes + 1);
      await expectRefused(create([{ field: 'cover_image', bytes }]), 413, { error: 'Image is too large' });
    });

    test('a screenshot of the upload limit + 1 byte → 413; nothing stored', async () => {
      const bytes = bytesOfSize(service.config.limits.maxUploadBytes + 1);
      await expectRefused(create([{ field: 'screenshots[0]', bytes }]), 413, { error: 'Image is too large' });
    });

    test('a file of exactly the limit passes the size check (and is then judged by content)', async () => {
      const bytes = bytesOfSize(service.config.limits.maxUploadBytes);
      await expectRefused(create([{ field: 'cover_image', bytes }]), 415, {
        error: 'Unsupported image type',
      });
    });

    test('S32: a 5000x5000 PNG (25 MP, past the 4096x4096 cap) → 400 Image is too large; nothing stored', async () => {
      const bytes = await pngBytes(5000);
      expect(bytes.length).toBeLessThan(service.config.limits.maxUploadBytes);
      await expectRefused(create([{ field: 'cover_image', bytes }]), 400, { error: 'Image is too large' });
      await expectRefused(create([{ field: 'screenshots[0]', bytes }]), 400, { error: 'Image is too large' });
    });

    test('a 4096x4096 PNG, right at the pixel cap, is accepted and stored within 1920 px', async () => {
      const game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(4096) }]);
      const stored = await fetch(service.url + game.imageUrl);
      expect(stored.status).toBe(200);
      const { width, height } = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect({ width, height }).toEqual({ width: 1920, height: 1920 });
    });

    test('a small 10000x10000 PNG → 400 Image is too large; nothing stored', async () => {
      const bytes = await hugeDimensionPng();
      expect(bytes.length).toBeLessThan(service.config.limits.maxUploadBytes);
      await expectRefused(create([{ field: 'cover_image', bytes }]), 400, { error: 'Image is too large' });
      await expectRefused(create([{ field: 'screenshots[0]', bytes }]), 400, { error: 'Image is too large' });
    });
  });

  describe('existing_screenshots names only this game’s screenshots', () => {
    let game: StoredGame;
    let other: StoredGame;

    beforeAll(async () => {
      game = await createGame(service, {}, await screenshotFiles(1));
      other = await createGame(service, {}, await screenshotFiles(1));
    });

    test.each([
      ['a relative path', () => ['../secret']],
      ['an uploads path with traversal', () => ['/uploads/../secret']],
      ['a cloud metadata URL', () => ['http://169.254.169.254/']],
      ['another game’s screenshot', () => [other.screenshots]],
      ['an unknown upload name', () => ['/uploads/00000000-0000-0000-0000-000000000000.webp']],
      ['its own screenshot plus a foreign one', () => [game.screenshots, other.screenshots]],
      ['a non-text entry', () => [{ url: game.screenshots }]],
    ])('%s → 400; the game is unchanged', async (_name, kept) => {
      await expectRefused(update(game, [], kept()), 400, { error: notOwn, fields: { screenshots: notOwn } });
      const read = await service.request('GET', `/api/games.php?slug=${game.slug}`);
      expect(read.body.screenshots).toBe(game.screenshots);
      expect(await uploadListing(service)).toContain(uploadName(other.screenshots));
    });

    test('on create any kept screenshot → 400; nothing stored', async () => {
      const send = () =>
        postGame(service, gameData({ slug: uniqueSlug() }), {
          extra: { existing_screenshots: JSON.stringify([other.screenshots]) },
        });
      await expectRefused(send, 400, { error: notOwn, fields: { screenshots: notOwn } });
    });

    test('existing_screenshots that is not JSON → 400', async () => {
      const send = () =>
        postGame(service, gameData({ slug: game.slug }), {
          id: game.id,
          extra: { existing_screenshots: '[' },
        });
      await expectRefused(send, 400, { error: 'existing_screenshots must be valid JSON' });
    });

    test('existing_screenshots that is an object → 400', async () => {
      await expectRefused(update(game, [], { 0: game.screenshots } as unknown as unknown[]), 400, {
        error: notOwn,
        fields: { screenshots: notOwn },
      });
    });
  });
});

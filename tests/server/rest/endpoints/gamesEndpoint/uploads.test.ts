import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { databaseKinds } from '../../../../support/databases.ts';
import {
  appendedPayload,
  exifMarker,
  jpegWithExifAndPayload,
  phpAsPng,
  pngBytes,
  svgWithScript,
} from '../../../../support/fixtures/gamesImages.ts';
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
import type { TestS3 } from '../../../../support/s3Server.ts';
import { startTestS3 } from '../../../../support/s3Server.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const storedUrl = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const htmlAsPng = Buffer.from(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
);

const rejectedUploads: Array<[name: string, file: Omit<FormFile, 'field'>]> = [
  ['PHP text named cover.png', { bytes: phpAsPng, name: 'cover.png', type: 'image/png' }],
  ['HTML text named cover.png', { bytes: htmlAsPng, name: 'cover.png', type: 'image/png' }],
  ['SVG with <script> named .svg', { bytes: svgWithScript, name: 'cover.svg', type: 'image/svg+xml' }],
  ['SVG with <script> named .png', { bytes: svgWithScript, name: 'cover.png', type: 'image/png' }],
  ['PHP text named a.jpg.php', { bytes: phpAsPng, name: 'a.jpg.php', type: 'image/jpeg' }],
  ['PHP text named a.php%00.jpg', { bytes: phpAsPng, name: 'a.php%00.jpg', type: 'image/jpeg' }],
];

const hostileNames = [
  'a.jpg.php',
  'a.php%00.jpg',
  '../../server.js',
  '..%2f..%2fescape.png',
  'C:\\x.png',
  `${'n'.repeat(296)}.png`,
].map((name) => [name.length > 60 ? `of ${name.length} characters` : JSON.stringify(name), name] as const);

/** Every database with uploads in a directory, and uploads in an S3 bucket once. */
const setups = [...databaseKinds.map((kind) => [kind, 'directory'] as const), ['sqlite', 's3'] as const];

describe.each(setups)('games.php image uploads on %s, stored in a %s', (kind, storage) => {
  let service: TestService;
  let s3: TestS3 | undefined;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startTestS3() : undefined;
    service = await startTestService(kind, { env: s3?.env() });
  });
  afterAll(async () => {
    await service.stop();
    await s3?.stop();
  });

  const served = async (url: string) => {
    const response = await fetch(service.url + url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  describe('files that are not accepted images', () => {
    test.each(rejectedUploads)(
      '%s as the cover → 415 Unsupported image type; nothing stored',
      async (_name, file) => {
        const before = await storedState(service);
        const answer = await postGame(service, gameData({ slug: uniqueSlug() }), {
          files: [{ field: 'cover_image', ...file }],
        });
        expect(answer.status).toBe(415);
        expect(answer.body).toEqual({ error: 'Unsupported image type' });
        expect(await storedState(service)).toEqual(before);
      },
    );

    test.each(rejectedUploads)(
      '%s as a screenshot next to a valid cover → 415; nothing stored',
      async (_name, file) => {
        const before = await storedState(service);
        const answer = await postGame(service, gameData({ slug: uniqueSlug() }), {
          files: [
            { field: 'cover_image', bytes: await pngBytes() },
            { field: 'screenshots[0]', ...file },
          ],
        });
        expect(answer.status).toBe(415);
        expect(answer.body).toEqual({ error: 'Unsupported image type' });
        expect(await storedState(service)).toEqual(before);
      },
    );
  });

  test.each(hostileNames)(
    'a real PNG named %s is stored only under a generated name',
    async (_label, name) => {
      const before = await uploadListing(service);
      const game = await createGame(service, {}, [
        { field: 'cover_image', bytes: await pngBytes(), name, type: 'image/png' },
      ]);
      expect(game.imageUrl).toMatch(storedUrl);
      const after = await uploadListing(service);
      expect(after.filter((file) => !before.includes(file))).toEqual([uploadName(game.imageUrl)]);
      expect(after.every((file) => /^[0-9a-f-]{36}\.webp$/.test(file))).toBe(true);
      for (const escaped of ['../server.js', '../../server.js', '../escape.png', '../../escape.png']) {
        expect(existsSync(path.join(service.config.uploadDir, escaped))).toBe(false);
      }
    },
  );

  describe('S30: uploads are re-encoded', () => {
    let input: Buffer;
    let game: StoredGame;

    beforeAll(async () => {
      input = await jpegWithExifAndPayload();
      const metadata = await sharp(input).metadata();
      expect(metadata.exif?.includes(exifMarker)).toBe(true);
      game = await createGame(service, {}, [
        { field: 'cover_image', bytes: input, name: 'photo.jpg', type: 'image/jpeg' },
        { field: 'screenshots[0]', bytes: input, name: 'shot.html', type: 'text/html' },
      ]);
    });

    test('a JPEG with EXIF and appended HTML is accepted under a generated .webp name', () => {
      expect(game.imageUrl).toMatch(storedUrl);
      expect(screenshotsOf(game)).toHaveLength(1);
      expect(screenshotsOf(game)[0]).toMatch(storedUrl);
    });

    test.each(['cover', 'screenshot'])(
      'the served %s is WebP with nosniff, differs from the input, has no payload and no EXIF',
      async (which) => {
        const url = which === 'cover' ? game.imageUrl : (screenshotsOf(game)[0] ?? '');
        const { response, bytes } = await served(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(bytes.equals(input)).toBe(false);
        expect(bytes.includes(appendedPayload)).toBe(false);
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes(exifMarker)).toBe(false);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
      },
    );
  });

  describe('stored files follow the game', () => {
    test('an update that replaces the cover removes the old cover file', async () => {
      const game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes(40) }]);
      const answer = await postGame(service, gameData({ slug: game.slug }), {
        id: game.id,
        files: [{ field: 'cover_image', bytes: await pngBytes(48) }],
      });
      expect(answer.status).toBe(200);
      const updated = answer.body.game as StoredGame;
      expect(updated.imageUrl).toMatch(storedUrl);
      expect(updated.imageUrl).not.toBe(game.imageUrl);
      const listing = await uploadListing(service);
      expect(listing).toContain(uploadName(updated.imageUrl));
      expect(listing).not.toContain(uploadName(game.imageUrl));
      expect((await served(game.imageUrl)).response.status).toBe(404);
    });

    test('an update that keeps the cover URL keeps the file', async () => {
      const game = await createGame(service, {}, [{ field: 'cover_image', bytes: await pngBytes() }]);
      const answer = await postGame(
        service,
        gameData({ slug: game.slug, imageUrl: game.imageUrl, title: 'Retitled' }),
        {
          id: game.id,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.game.imageUrl).toBe(game.imageUrl);
      expect(await uploadListing(service)).toContain(uploadName(game.imageUrl));
    });

    test('an update that drops a screenshot removes its file and keeps the other', async () => {
      const shots = [await pngBytes(20), await pngBytes(24)];
      const game = await createGame(
        service,
        {},
        shots.map((bytes, i) => ({ field: `screenshots[${i}]`, bytes })),
      );
      const [keep, drop] = screenshotsOf(game);
      const answer = await postGame(service, gameData({ slug: game.slug }), {
        id: game.id,
        extra: { existing_screenshots: JSON.stringify([keep]) },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.game.screenshots).toBe(keep);
      const listing = await uploadListing(service);
      expect(listing).toContain(uploadName(keep ?? ''));
      expect(listing).not.toContain(uploadName(drop ?? ''));
    });

    test('delete removes the cover and screenshot files', async () => {
      const game = await createGame(service, {}, [
        { field: 'cover_image', bytes: await pngBytes() },
        { field: 'screenshots[0]', bytes: await pngBytes(30) },
        { field: 'screenshots[1]', bytes: await pngBytes(36) },
      ]);
      const files = [game.imageUrl, ...screenshotsOf(game)];
      expect(files).toHaveLength(3);
      const before = await uploadListing(service);
      for (const url of files) expect(before).toContain(uploadName(url));

      const removed = await service.request('DELETE', `/api/games.php?id=${game.id}`, {
        token: service.tokens.admin,
      });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true, message: 'Game deleted successfully' });
      const after = await uploadListing(service);
      expect(after).toEqual(before.filter((name) => !files.map(uploadName).includes(name)));
      for (const url of files) expect((await served(url)).response.status).toBe(404);
    });
  });
});

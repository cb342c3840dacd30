import { readdir } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import { gameData, imageBytes } from '../../../support/games.ts';
import type { GqlResult } from '../../../support/graphql.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const gameFields = 'id slug title imageUrl screenshots genres { value label }';
const createGame = `mutation C($input: GameInput!, $cover: Upload, $screenshots: [Upload!]) {
  createGame(input: $input, cover: $cover, screenshots: $screenshots) { ${gameFields} } }`;
const updateGame = `mutation U($id: ID!, $input: GameInput!, $cover: Upload, $screenshots: [Upload!], $kept: [String!]) {
  updateGame(id: $id, input: $input, cover: $cover, screenshots: $screenshots, keptScreenshots: $kept) {
    ${gameFields} } }`;
const gameBySlug = `query G($slug: String!) { game(slug: $slug) { ${gameFields} } }`;
const publicGames = '{ games(limit: 200) { totalCount nodes { id slug title } } }';

const uploadUrl = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const slugMessage = 'Slug must contain only lowercase letters, numbers, and hyphens';

/** The GraphQL `GameInput` for the test game form, with overrides (the cover URL left out). */
function gameInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const {
    systemRequirements,
    screenshots: _screenshots,
    imageUrl: _imageUrl,
    ...rest
  } = gameData() as Record<string, unknown> & { systemRequirements: { minimum: unknown } };
  return { ...rest, minimumRequirements: systemRequirements.minimum, ...overrides };
}

interface UploadFile {
  /** Where the file goes, such as `variables.cover` or `variables.screenshots.1`. */
  path: string;
  bytes: Buffer;
  name?: string;
  type?: string;
}

interface MultipartOptions {
  token?: string;
  /** Send the `Apollo-Require-Preflight` header (default true). */
  preflight?: boolean;
  /** A map to send instead of the one built from the files' paths. */
  map?: Record<string, string[]>;
}

describe.each(databaseKinds)('GraphQL game mutations with uploads on %s', (kind) => {
  let service: TestService;
  let png: Buffer;
  let counter = 0;
  beforeAll(async () => {
    service = await startTestService(kind);
    png = await imageBytes('png');
  });
  afterAll(() => service.stop());

  const uniqueSlug = () => {
    counter += 1;
    return `upload-game-${counter}`;
  };

  /** One operation sent with the GraphQL multipart request specification. */
  async function multipart(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    options: MultipartOptions = {},
  ): Promise<GqlResult> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    const map = options.map ?? Object.fromEntries(files.map((file, index) => [String(index), [file.path]]));
    form.append('map', JSON.stringify(map));
    files.forEach((file, index) =>
      form.append(
        String(index),
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
        file.name ?? `image-${index}.png`,
      ),
    );
    const headers: Record<string, string> =
      options.preflight === false ? {} : { 'apollo-require-preflight': 'true' };
    const answer = await service.request('POST', '/graphql', {
      form,
      headers,
      token: options.token ?? service.tokens.admin,
    });
    return { status: answer.status, body: answer.body, headers: answer.headers };
  }

  const cover = (bytes = png): UploadFile => ({ path: 'variables.cover', bytes, name: 'cover.png' });
  const shots = (count: number, from = 0): UploadFile[] =>
    Array.from({ length: count }, (_, i) => ({
      path: `variables.screenshots.${from + i}`,
      bytes: png,
      name: `shot-${i}.png`,
    }));
  /** Null placeholders for the screenshot list, as the multipart specification asks. */
  const nulls = (count: number) => Array.from({ length: count }, () => null);

  const storedFiles = async () => {
    try {
      return (await readdir(service.config.uploadDir)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const adminCount = async () =>
    expectData(await gql(service, '{ games { totalCount } }', undefined, service.tokens.admin)).games
      .totalCount as number;
  const publicList = async () =>
    expectData(await gql(service, publicGames)).games.nodes as { id: string; slug: string; title: string }[];

  /** Runs `work` and checks that it stored neither a game nor a file. */
  async function expectNothingStored(work: () => Promise<void>) {
    const before = { count: await adminCount(), files: await storedFiles() };
    await work();
    expect({ count: await adminCount(), files: await storedFiles() }).toEqual(before);
  }

  /** Creates a game with a cover and two screenshots; returns it. */
  async function createWithImages(slug: string, title = 'Uploaded Kart') {
    const result = await multipart(
      createGame,
      { input: gameInput({ slug, title }), cover: null, screenshots: nulls(2) },
      [cover(), ...shots(2)],
    );
    return expectData(result).createGame;
  }

  test('createGame stores a cover and 2 screenshots as WebP; game(slug) and games show it at once', async () => {
    // Warm the public catalogue cache, so that a stale list would show.
    await publicList();
    const filesBefore = await storedFiles();
    const slug = uniqueSlug();
    const game = await createWithImages(slug);
    expect(game).toEqual({
      id: expect.stringMatching(/^\d+$/),
      slug,
      title: 'Uploaded Kart',
      imageUrl: expect.stringMatching(uploadUrl),
      screenshots: [expect.stringMatching(uploadUrl), expect.stringMatching(uploadUrl)],
      genres: [
        { value: 'racing', label: 'Racing' },
        { value: 'casual', label: 'Casual' },
      ],
    });
    expect(new Set([game.imageUrl, ...game.screenshots]).size).toBe(3);
    const filesAfter = await storedFiles();
    expect(filesAfter).toHaveLength(filesBefore.length + 3);
    for (const url of [game.imageUrl, ...game.screenshots]) {
      expect(filesAfter).toContain(url.slice('/uploads/'.length));
      const image = await fetch(service.url + url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/webp/);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }

    expect(expectData(await gql(service, gameBySlug, { slug })).game).toEqual(game);
    expect(expectData(await gql(service, gameBySlug, { slug }, service.tokens.admin)).game).toEqual(game);
    expect(await publicList()).toContainEqual({ id: game.id, slug, title: 'Uploaded Kart' });
  });

  test('createGame sent twice with one idempotencyKey creates the game and its files once', async () => {
    const keyed = `mutation K($input: GameInput!, $cover: Upload, $key: String) {
      createGame(input: $input, cover: $cover, idempotencyKey: $key) { ${gameFields} } }`;
    const slug = uniqueSlug();
    const send = () =>
      multipart(keyed, { input: gameInput({ slug }), cover: null, key: `create-${slug}` }, [cover()]);
    const before = { count: await adminCount(), files: (await storedFiles()).length };
    const first = expectData(await send()).createGame;
    const again = expectData(await send()).createGame;
    expect(again).toEqual(first);
    expect({ count: await adminCount(), files: (await storedFiles()).length }).toEqual({
      count: before.count + 1,
      files: before.files + 1,
    });
  });

  test("a game's licence is saved through GameInput and read back from game(slug)", async () => {
    const slug = uniqueSlug();
    await createWithImages(slug);
    const game = expectData(
      await gql(service, `query L($slug: String!) { game(slug: $slug) { id license } }`, { slug }),
    ).game;
    expect(game.license).toBe('');
    await gql(
      service,
      updateGame,
      { id: game.id, input: gameInput({ slug, license: 'GPL-3.0-or-later' }) },
      service.tokens.admin,
    );
    const read = await gql(service, `query L($slug: String!) { game(slug: $slug) { license } }`, { slug });
    expect(expectData(read).game.license).toBe('GPL-3.0-or-later');
  });

  test('updateGame without keptScreenshots keeps the cover and screenshots; the title change shows at once', async () => {
    const slug = uniqueSlug();
    const game = await createWithImages(slug);
    expect((await publicList()).find((entry) => entry.id === game.id)?.title).toBe('Uploaded Kart');
    const filesBefore = await storedFiles();

    const result = await gql(
      service,
      updateGame,
      { id: game.id, input: gameInput({ slug, title: 'Renamed Kart' }) },
      service.tokens.admin,
    );
    expect(expectData(result).updateGame).toEqual({
      ...game,
      title: 'Renamed Kart',
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await publicList()).find((entry) => entry.id === game.id)?.title).toBe('Renamed Kart');
    expect(expectData(await gql(service, gameBySlug, { slug })).game).toMatchObject({
      title: 'Renamed Kart',
      imageUrl: game.imageUrl,
      screenshots: game.screenshots,
    });
  });

  test('updateGame with keptScreenshots [first] and one new file keeps the first and appends the new one', async () => {
    const slug = uniqueSlug();
    const game = await createWithImages(slug);
    const [first, second] = game.screenshots as string[];
    await publicList();

    const result = await multipart(
      updateGame,
      {
        id: game.id,
        input: gameInput({ slug, title: 'Reshot Kart' }),
        screenshots: nulls(1),
        kept: [first],
      },
      shots(1),
    );
    const updated = expectData(result).updateGame;
    expect(updated.imageUrl).toBe(game.imageUrl);
    expect(updated.title).toBe('Reshot Kart');
    expect(updated.screenshots).toEqual([first, expect.stringMatching(uploadUrl)]);
    expect(updated.screenshots[1]).not.toBe(second);
    expect(updated.screenshots[1]).not.toBe(game.imageUrl);
    const added = await fetch(service.url + updated.screenshots[1]);
    expect(added.status).toBe(200);
    expect(added.headers.get('content-type')).toMatch(/^image\/webp/);

    expect(expectData(await gql(service, gameBySlug, { slug })).game).toEqual(updated);
    expect((await publicList()).find((entry) => entry.id === game.id)?.title).toBe('Reshot Kart');
  });

  test('an empty title is BAD_USER_INPUT with a field message; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const result = await multipart(
        createGame,
        { input: gameInput({ slug: uniqueSlug(), title: '' }), cover: null },
        [cover()],
      );
      const error = expectError(result, 'BAD_USER_INPUT', 'Title is required');
      expect(error.extensions.fields.title).toBe('Title is required');
    });
  });

  test('a bad slug is BAD_USER_INPUT with the SPEC slug message; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const result = await multipart(
        createGame,
        { input: gameInput({ slug: 'Bad Slug!' }), cover: null, screenshots: nulls(1) },
        [cover(), ...shots(1)],
      );
      const error = expectError(result, 'BAD_USER_INPUT', slugMessage);
      expect(error.extensions.fields.slug).toBe(slugMessage);
    });
  });

  test('a duplicate slug is BAD_USER_INPUT; nothing is stored', async () => {
    const slug = uniqueSlug();
    await createWithImages(slug);
    await expectNothingStored(async () => {
      const result = await multipart(
        createGame,
        { input: gameInput({ slug, title: 'Second Kart' }), cover: null, screenshots: nulls(1) },
        [cover(), ...shots(1)],
      );
      expectError(result, 'BAD_USER_INPUT', 'A game with this slug already exists');
    });
  });

  test('5 screenshots are BAD_USER_INPUT; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const result = await multipart(
        createGame,
        { input: gameInput({ slug: uniqueSlug() }), screenshots: nulls(5) },
        shots(5),
      );
      expectError(result, 'BAD_USER_INPUT', 'A game can have at most 4 screenshots');
    });
  });

  test('a text file named cover.png is BAD_USER_INPUT Unsupported image type; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const text = Buffer.from('This is not an image, whatever its name says.\n');
      const result = await multipart(
        createGame,
        { input: gameInput({ slug: uniqueSlug() }), cover: null, screenshots: nulls(1) },
        [{ ...cover(text), type: 'image/png' }, ...shots(1)],
      );
      expectError(result, 'BAD_USER_INPUT', 'Unsupported image type');
    });
  });

  test('a multipart request without the preflight header is refused as CSRF; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const result = await multipart(
        createGame,
        { input: gameInput({ slug: uniqueSlug() }), cover: null },
        [cover()],
        { preflight: false },
      );
      expect(result.status).toBe(400);
      expect(result.body.errors[0].message).toContain('Cross-Site Request Forgery');
    });
  });

  test('a multipart request without a token is 401 UNAUTHENTICATED; with a user token FORBIDDEN', async () => {
    await expectNothingStored(async () => {
      const variables = { input: gameInput({ slug: uniqueSlug() }), cover: null };
      const anonymous = await multipart(createGame, variables, [cover()], { token: '' });
      expect(anonymous.status).toBe(401);
      expectError(anonymous, 'UNAUTHENTICATED');

      // Refused before the body is read, so no file of a non-admin is ever buffered.
      const asUser = await multipart(createGame, variables, [cover()], { token: service.tokens.user });
      expect(asUser.status).toBe(403);
      expectError(asUser, 'FORBIDDEN');
      expect(asUser.body.data).toBeUndefined();
    });
  });

  test('a JSON request cannot pass an object off as an Upload: 400 BAD_USER_INPUT', async () => {
    await expectNothingStored(async () => {
      const result = await gql(
        service,
        createGame,
        { input: gameInput({ slug: uniqueSlug() }), cover: { filename: 'x' } },
        service.tokens.admin,
      );
      expect(result.status).toBe(400);
      expectError(result, 'BAD_USER_INPUT');
      expect(result.body.data).toBeUndefined();
    });
  });

  test('a map pointing at variables.__proto__ or outside variables is refused with 400', async () => {
    await expectNothingStored(async () => {
      const variables = { input: gameInput({ slug: uniqueSlug() }), cover: null };
      for (const path of ['variables.__proto__.x', 'query', 'operationName', 'extensions.x', 'cover']) {
        const result = await multipart(createGame, variables, [cover()], { map: { 0: [path] } });
        expect({ path, status: result.status }).toEqual({ path, status: 400 });
        expect(result.body.data).toBeUndefined();
      }
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  });

  test('a file over the upload size limit is 413; nothing is stored', async () => {
    await expectNothingStored(async () => {
      const huge = Buffer.concat([png, Buffer.alloc(service.config.limits.maxUploadBytes + 1 - png.length)]);
      const result = await multipart(createGame, { input: gameInput({ slug: uniqueSlug() }), cover: null }, [
        cover(huge),
      ]);
      expect(result.status).toBe(413);
      expect(result.body.data).toBeUndefined();
    });
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame, StoredState } from '../../../../support/fixtures/gamesSuite.ts';
import {
  createGame,
  expectFieldRefused,
  postGame,
  storedState,
  uniqueSlug,
} from '../../../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

/** S21: only http(s) links, without credentials, are accepted in the link fields of a game. */

const linkFields: Array<[field: string, label: string]> = [
  ['downloadLink', 'Download link'],
  ['supportLink', 'Support link'],
  ['steamfixUrl', 'Steam fix URL'],
  ['trailerUrl', 'Trailer URL'],
  ['gameplayUrl', 'Gameplay URL'],
];
const hostileUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,x',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];
const cases = linkFields.flatMap(([field, label]) => hostileUrls.map((url) => [field, label, url] as const));

describe.each(databaseKinds)('games.php link URL schemes on %s', (kind) => {
  let service: TestService;
  let existing: StoredGame;
  let before: StoredState;

  beforeAll(async () => {
    service = await startTestService(kind);
    existing = await createGame(service, { title: 'Existing' });
    before = await storedState(service);
  });
  afterAll(() => service.stop());

  /** Creates a game with `overrides` and expects a 400 naming `field` with `message`, and nothing stored. */
  const expectCreateRefused = async (overrides: Record<string, unknown>, field: string, message: string) =>
    expectFieldRefused(
      service,
      await postGame(service, gameData({ slug: uniqueSlug(), ...overrides })),
      [field, message],
      before,
    );

  test.each(cases)(
    'create with %s = %p → 400 naming the field; nothing stored',
    async (field, label, url) => {
      await expectCreateRefused({ [field]: url }, field, `${label} must be an http or https URL`);
    },
  );

  test.each(linkFields)(
    'update with %s = javascript: → 400; the game keeps its links',
    async (field, label) => {
      const answer = await postGame(
        service,
        gameData({ slug: existing.slug, [field]: 'javascript:alert(1)' }),
        {
          id: existing.id,
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ [field]: `${label} must be an http or https URL` });
      const read = await service.request('GET', `/api/games.php?slug=${existing.slug}`);
      expect(read.body).toMatchObject({ downloadLink: existing.downloadLink, [field]: existing[field] });
      expect(await storedState(service)).toEqual(before);
    },
  );

  test.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/uploads/../../etc/passwd'])(
    'cover imageUrl %p → 400 naming imageUrl; nothing stored',
    async (url) => {
      const answer = await postGame(service, gameData({ slug: uniqueSlug(), imageUrl: url }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'Cover image must be an http or https URL',
        fields: { imageUrl: 'Cover image must be an http or https URL' },
      });
      expect(await storedState(service)).toEqual(before);
    },
  );

  // A data: URL always has a comma, which the list parser refuses first; both answers name the field.
  test.each([
    ['javascript:alert(1)', 'Screenshot must be an http or https URL'],
    ['//evil.example', 'Screenshot must be an http or https URL'],
    ['data:text/html,x', 'Screenshots must be a list of texts of at most 2048 characters without commas'],
  ])('a screenshot URL %p in data → 400 naming screenshots; nothing stored', async (url, message) => {
    const answer = await postGame(
      service,
      gameData({ slug: uniqueSlug(), screenshots: ['https://ok.example/a.png', url] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message, fields: { screenshots: message } });
    expect(await storedState(service)).toEqual(before);
  });

  const credentialUrls = [
    'https://user:pass@downloads.example/game.zip',
    'https://trusted.example@evil.example/game.zip',
    'http://:secret@downloads.example/',
    'https://@downloads.example/',
  ];
  const credentialCases = [...linkFields, ['homepageUrl', 'Homepage URL'] as const].flatMap(
    ([field, label]) => credentialUrls.map((url) => [field, label, url] as const),
  );

  test.each(credentialCases)(
    'create with %s = %p (credentials before the host) → 400 naming the field; nothing stored',
    async (field, label, url) => {
      await expectCreateRefused({ [field]: url }, field, `${label} must not contain a user name or password`);
    },
  );

  test.each(credentialUrls)(
    'a cover or screenshot URL %p with credentials → 400; nothing stored',
    async (url) => {
      await expectCreateRefused(
        { imageUrl: url },
        'imageUrl',
        'Cover image must not contain a user name or password',
      );
      await expectCreateRefused(
        { screenshots: ['https://ok.example/a.png', url] },
        'screenshots',
        'Screenshot must not contain a user name or password',
      );
    },
  );

  test('http and https links are accepted and returned unchanged', async () => {
    const links = {
      downloadLink: 'https://downloads.example/game.zip',
      supportLink: 'http://support.example/help?x=1&y=2',
      steamfixUrl: 'https://fix.example/steam',
      trailerUrl: 'https://www.youtube-nocookie.com/embed/abc',
      gameplayUrl: 'https://video.example/play',
      imageUrl: 'https://images.example/cover.png',
    };
    const game = await createGame(service, links);
    expect(game).toMatchObject(links);
    const read = await service.request('GET', `/api/games.php?slug=${game.slug}`);
    expect(read.body).toMatchObject(links);
  });
});

import { describe, expect, test } from '@jest/globals';

import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

/** SPEC 3 (Game): the REST service's two wire forms become one shape, missing text becomes ''. */

const labels = labelBook();
const normalize = (raw: unknown) => normalizeGame(raw, labels);
const values = (items: { value: string }[]) => items.map((item) => item.value);
const technical = (details: Record<string, unknown>) =>
  normalize({ technicalDetails: details }).technicalDetails;

describe('genres, tags and screenshots', () => {
  test('comma-separated text is split and trimmed, with empty parts and repeats dropped', () => {
    const game = normalize({
      genres: ' action, rpg ,,action, open world ,',
      tags: 'coop,  , coop,pvp',
      screenshots: 'https://img/1.jpg, https://img/2.jpg,,https://img/1.jpg ',
    });
    expect(values(game.genres)).toEqual(['action', 'rpg', 'open world']);
    expect(values(game.tags)).toEqual(['coop', 'pvp']);
    expect(game.screenshots).toEqual(['https://img/1.jpg', 'https://img/2.jpg']);
  });

  test('lists of strings and of {value, label} objects give the same values', () => {
    const fromStrings = normalize({ genres: ['action', ' rpg '], screenshots: ['a.jpg', '', 'b.jpg'] });
    const fromObjects = normalize({
      genres: [
        { value: 'action', label: 'Action' },
        { value: 'rpg', label: 'RPG' },
      ],
      screenshots: ['a.jpg', 'b.jpg', 'a.jpg'],
    });
    expect(values(fromStrings.genres)).toEqual(['action', 'rpg']);
    expect(fromObjects.genres).toEqual(fromStrings.genres);
    expect(fromStrings.screenshots).toEqual(['a.jpg', 'b.jpg']);
    expect(fromObjects.screenshots).toEqual(['a.jpg', 'b.jpg']);
  });

  test('fixed genre labels: rpg is RPG, early_access is Early Access, others are title-cased', () => {
    expect(normalize({ genres: 'rpg,early_access,open_world' }).genres).toEqual([
      { value: 'rpg', label: 'RPG' },
      { value: 'early_access', label: 'Early Access' },
      { value: 'open_world', label: 'Open World' },
    ]);
  });

  test('labels from the predefined options win over the fixed and derived names', () => {
    const book = labelBook({
      genres: [
        { value: 'x', label: 'Custom' },
        { value: 'rpg', label: 'Role-playing' },
      ],
      tags: [{ value: 'coop', label: 'Co-op' }],
    });
    const game = normalizeGame({ genres: ['x', 'rpg'], tags: 'coop' }, book);
    expect(game.genres).toEqual([
      { value: 'x', label: 'Custom' },
      { value: 'rpg', label: 'Role-playing' },
    ]);
    expect(game.tags).toEqual([{ value: 'coop', label: 'Co-op' }]);
  });
});

describe('platforms and language', () => {
  test.each([
    ['JSON text', '["windows","meta quest"]'],
    ['a list', ['windows', 'meta quest']],
    ['a list of objects', [{ value: 'windows' }, { value: 'meta quest', label: 'whatever' }]],
  ])('platforms as %s are parsed and labelled', (_form, platforms) => {
    expect(technical({ platforms }).platforms).toEqual([
      { value: 'windows', label: 'Windows' },
      { value: 'meta quest', label: 'Meta Quest' },
    ]);
  });

  test('mac is labelled Mac', () => {
    expect(technical({ platforms: '["mac"]' }).platforms).toEqual([{ value: 'mac', label: 'Mac' }]);
  });

  test.each([
    ['en', 'English'],
    ['fr', 'French'],
    ['it', 'Italian'],
    ['es', 'Spanish'],
    ['mul', 'Multilingual'],
  ])('language %s is labelled %s, from JSON text and from a list', (code, label) => {
    expect(technical({ language: JSON.stringify([code]) }).language).toEqual([{ value: code, label }]);
    expect(technical({ language: [code] }).language).toEqual([{ value: code, label }]);
  });

  test.each([
    ['an empty string', ''],
    ['blank text', '   '],
    ['undefined', undefined],
    ['null', null],
    ['an empty JSON list', '[]'],
  ])('%s gives []', (_form, input) => {
    const details = technical({ platforms: input, language: input });
    expect(details.platforms).toEqual([]);
    expect(details.language).toEqual([]);
  });

  test.each([
    ['truncated JSON', '["windows", '],
    ['an unclosed object', '{not json'],
    ['a JSON string missing its quote', '"windows'],
  ])('invalid JSON text (%s) does not throw and gives [] (SPEC 3: default empty)', (_form, input) => {
    const details = technical({ platforms: input, language: input });
    expect(details.platforms).toEqual([]);
    expect(details.language).toEqual([]);
  });

  test('missing technicalDetails give empty lists and empty text', () => {
    expect(normalize({}).technicalDetails).toEqual({
      directX: '',
      networkRequirements: '',
      ageRating: '',
      platforms: [],
      language: [],
    });
  });
});

describe('scalars, status, changelog and dates', () => {
  test('missing text fields are "" (never undefined or null), null included', () => {
    const game = normalize({ title: null, developer: undefined, slug: 'portal' });
    const textFields = [
      'id', 'title', 'category', 'imageUrl', 'trailerUrl', 'gameplayUrl', 'downloadLink', 'supportLink',
      'steamfixUrl', 'description', 'installationInstructions', 'generalNotes', 'license', 'size', 'releaseDate',
      'developer', 'publisher', 'version', 'createdAt', 'updatedAt', 'lastUpdated',
    ] as const; // prettier-ignore
    for (const field of textFields) expect([field, game[field]]).toEqual([field, '']);
    expect(game.slug).toBe('portal');
    expect(game.systemRequirements.minimum).toEqual({
      os: '',
      processor: '',
      memory: '',
      graphics: '',
      storage: '',
    });
  });

  test('numbers come from numbers and numeric strings; anything else is 0', () => {
    const game = normalize({ views: '150000', rating: '4.7', totalRatings: 12, downloads: 'many' });
    expect(game).toMatchObject({ views: 150000, rating: 4.7, totalRatings: 12, downloads: 0 });
    expect(normalize({ id: 42 }).id).toBe('42');
  });

  test.each([
    ['inactive', 'inactive'],
    ['active', 'active'],
    ['disabled', 'active'],
    [undefined, 'active'],
  ])('status %s is %s', (status, expected) => {
    expect(normalize({ status }).status).toBe(expected);
  });

  test('changelog from a list and from JSON text give the same entries; changes lists are joined', () => {
    const entries = [
      { version: '1.1', date: '2024-02-01', changes: ['Fixed crash', 'New map'] },
      { version: '1.0', date: '2024-01-01', changes: 'Release' },
    ];
    const expected = [
      { version: '1.1', date: '2024-02-01', changes: 'Fixed crash\nNew map' },
      { version: '1.0', date: '2024-01-01', changes: 'Release' },
    ];
    expect(normalize({ changelog: entries }).changelog).toEqual(expected);
    expect(normalize({ changelog: JSON.stringify(entries) }).changelog).toEqual(expected);
    expect(normalize({ changelog: 'not json' }).changelog).toEqual([]);
    expect(normalize({ changelog: [{}] }).changelog).toEqual([{ version: '', date: '', changes: '' }]);
  });

  test('lastUpdated falls back to updatedAt, and keeps its own value when sent', () => {
    expect(normalize({ updatedAt: '2024-05-01 10:00:00' }).lastUpdated).toBe('2024-05-01 10:00:00');
    expect(normalize({ updatedAt: '2024-05-01', lastUpdated: '2024-06-01' }).lastUpdated).toBe('2024-06-01');
  });

  test.each([
    ['an empty object', {}],
    ['null', null],
    ['a string', 'game'],
    ['a list', []],
  ])('%s normalises without throwing to an all-empty game', (_form, input) => {
    const game = normalize(input);
    expect(game).toMatchObject({ id: '', title: '', genres: [], tags: [], screenshots: [], changelog: [] });
    expect(game).toMatchObject({ views: 0, rating: 0, status: 'active' });
    // Only the weighted rating is null: the game has no rating.
    expect(JSON.stringify({ ...game, weightedRating: 0 })).not.toMatch(/null/);
    expect(game.weightedRating).toBeNull();
  });
});

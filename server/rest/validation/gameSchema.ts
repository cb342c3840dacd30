import type { InferType } from 'yup';
import { array, object } from 'yup';

import { allowedGameValues } from '../../../shared/catalog/gameChoices.ts';
import { gameGenres } from '../../../shared/catalog/genres.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { isCalendarDate, isSlug } from '../../../shared/validation/rules.ts';
import { defaultOf } from '../games/gameFields.ts';
import { field, requiredField } from './fieldRule.ts';
import { choice, group, optionalUrl, requiredText, text } from './rules.ts';
import { hasControlCharacters } from './textShapes.ts';

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A list sent as a list of texts, a comma-separated text, or a list of `{ value }` objects:
 * trimmed, without empty entries and repeats. Any other shape, a text longer than any valid list,
 * or more entries than twice the cap is left as it is, and so refused before it is split or scanned.
 */
function toValueList(input: unknown, maxItems: number, maxLength: number): unknown {
  if (typeof input === 'string' && input.length > 2 * maxItems * (maxLength + 1)) return input;
  if (Array.isArray(input) && input.length > 2 * maxItems) return input;
  const items: unknown[] | undefined =
    typeof input === 'string' ? input.split(',') : Array.isArray(input) ? input : undefined;
  if (!items) return input;
  const values = items.map((item: unknown) =>
    typeof item === 'object' && item !== null && Object.hasOwn(item, 'value')
      ? (item as { value: unknown }).value
      : item,
  );
  if (!isTextList(values)) return input;
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

interface ValueCheck {
  passes: (values: string[]) => boolean;
  message: string;
}

const valueList = (label: string, maxItems: number, maxLength = 50, extraChecks: ValueCheck[] = []) => {
  const shape = `${label} must be a list of texts of at most ${maxLength} characters without commas`;
  const tooMany = `${label} can have at most ${maxItems} entries`;
  return field<string[]>({
    is: isTextList,
    typeMessage: shape,
    normalise: (input) => toValueList(input, maxItems, maxLength),
    checks: [
      { passes: (values) => values.length <= maxItems, message: tooMany },
      { passes: (values) => values.every((v) => v.length <= maxLength && !v.includes(',')), message: shape },
      {
        passes: (values) => values.every((v) => !hasControlCharacters(v)),
        message: messages.controlCharacters(label),
      },
      ...extraChecks,
    ],
  }).default([]);
};

const optionalChoice = (label: string, allowed: readonly string[]) =>
  choice(['', ...allowed], `${label} must be one of: ${allowed.join(', ')}`).default('');

const maxDateLength = 40;

/**
 * A calendar date, or an ISO date-time (of at most 40 characters) of which only the date is kept;
 * a date-time that is no time at all is left whole, and so refused.
 */
const releaseDate = () =>
  requiredField<string>({
    is: (value): value is string => typeof value === 'string',
    typeMessage: messages.game.releaseDateInvalid,
    requiredMessage: messages.game.releaseDate,
    normalise: (value) => {
      if (typeof value !== 'string') return value;
      if (value.length > maxDateLength) return value;
      const date = value.trim();
      const dateTime = /^\d{4}-\d{2}-\d{2}T/.test(date);
      return dateTime && !Number.isNaN(Date.parse(date)) ? date.slice(0, 10) : date;
    },
    checks: [{ passes: isCalendarDate, message: messages.game.releaseDateInvalid }],
  });

const maxChangelogEntries = 50;

/** Refused as a whole before any entry is looked at when it has too many entries. */
const changelog = () =>
  array(
    group('Changelog entry', {
      version: text('Changelog version', 50),
      date: text('Changelog date', 30),
      changes: text('Changelog changes', 2000, { multiline: true }),
    }),
  )
    .transform((entries: unknown) =>
      Array.isArray(entries) && entries.length > maxChangelogEntries ? tooManyEntries : entries,
    )
    .typeError(`Changelog must be a list of at most ${maxChangelogEntries} entries`)
    .nonNullable(`Changelog must be a list of at most ${maxChangelogEntries} entries`)
    .default([]);

/** Not a list: so that the list's type check, which runs before its entries, refuses it. */
const tooManyEntries = Symbol('too many entries');

/** A game's genres are the catalogue's (SPEC 2.4 and 2.9): a genre page can list only those. */
const genreIds: ReadonlySet<string> = new Set(gameGenres.map((genre) => genre.id));

export const gameSchema = object({
  title: requiredText('Title', 200, messages.game.title),
  slug: requiredText('Slug', 100, messages.game.slug, {
    checks: [{ passes: isSlug, message: messages.game.slugPattern }],
  }),
  category: requiredText('Category', 100, messages.game.category, {
    checks: [
      {
        passes: (value) => (allowedGameValues.categories as readonly string[]).includes(value),
        message: messages.game.categoryChoice,
      },
    ],
  }),
  genres: valueList('Genres', 20, 50, [
    { passes: (values) => values.every((value) => genreIds.has(value)), message: messages.game.genreChoice },
  ]),
  tags: valueList('Tags', 30),
  imageUrl: text('Cover image', 2048),
  screenshots: valueList('Screenshots', 10, 2048),
  trailerUrl: optionalUrl('Trailer URL'),
  gameplayUrl: optionalUrl('Gameplay URL'),
  downloadLink: optionalUrl('Download link'),
  supportLink: optionalUrl('Support link'),
  steamfixUrl: optionalUrl('Steam fix URL'),
  homepageUrl: optionalUrl('Homepage URL'),
  description: requiredText('Description', 10_000, messages.game.description, { multiline: true }),
  installationInstructions: text('Installation instructions', 10_000, { multiline: true }),
  generalNotes: text('General notes', 5000, { multiline: true }),
  license: text('Licence', 200),
  size: text('Size', 50),
  releaseDate: releaseDate(),
  developer: requiredText('Developer', 200, messages.game.developer),
  publisher: requiredText('Publisher', 200, messages.game.publisher),
  version: text('Version', 50).default(defaultOf('version')),
  status: choice(allowedGameValues.statuses, messages.game.status).default(defaultOf('status')),
  systemRequirements: group('systemRequirements', {
    minimum: group('systemRequirements.minimum', {
      os: text('Operating system', 200).default(defaultOf('systemRequirements.minimum.os')),
      processor: text('Processor', 200),
      memory: text('Memory', 200),
      graphics: text('Graphics', 200),
      storage: text('Storage', 200),
    }).default({}),
  }).default({}),
  technicalDetails: group('technicalDetails', {
    directX: optionalChoice('DirectX', allowedGameValues.directX),
    networkRequirements: optionalChoice('Network requirements', allowedGameValues.networkRequirements),
    ageRating: optionalChoice('Age rating', allowedGameValues.ageRatings),
    platforms: valueList('Platforms', 10),
    language: valueList('Languages', 30),
  }).default({}),
  changelog: changelog(),
});

export type GameInput = InferType<typeof gameSchema>;

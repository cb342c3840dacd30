import { array, mixed, object, string } from 'yup';
import type { InferType } from 'yup';
import { gameChoices } from '../games/choices.ts';
import { messages } from './messages.ts';
import { optionalUrl, requiredText, slugPattern, text } from './rules.ts';

/** A list of values sent as a list, a comma-separated string, or a list of `{ value }` objects. */
const valueList = (label: string, maxItems: number, maxLength = 50) =>
  mixed<string[]>()
    .transform((input: unknown) => {
      const items = typeof input === 'string' ? input.split(',') : Array.isArray(input) ? input : [];
      const values = items
        .map((item: unknown) =>
          typeof item === 'object' && item !== null && 'value' in item ? item.value : item,
        )
        .map((value: unknown) => (typeof value === 'string' ? value.trim() : value));
      return [...new Set(values.filter((value: unknown) => value !== ''))];
    })
    .default([])
    .test(
      'values',
      `${label} must be a list of texts of at most ${maxLength} characters without commas`,
      (values) =>
        (values ?? []).every(
          (v: unknown) => typeof v === 'string' && v.length <= maxLength && !v.includes(','),
        ),
    )
    .test(
      'count',
      `${label} can have at most ${maxItems} entries`,
      (values) => (values ?? []).length <= maxItems,
    );

const choice = (label: string, allowed: readonly string[]) =>
  text(label, 100).oneOf(['', ...allowed], `${label} must be one of: ${allowed.join(', ')}`);

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const gameSchema = object({
  title: requiredText('Title', 200, messages.game.title),
  slug: string()
    .trim()
    .required(messages.game.slug)
    .max(100, messages.tooLong('Slug', 100))
    .matches(slugPattern, messages.game.slugPattern),
  category: string()
    .trim()
    .required(messages.game.category)
    .test('category', messages.game.categoryChoice, (value) =>
      (gameChoices.categories as readonly string[]).includes(value),
    ),
  genres: valueList('Genres', 20),
  tags: valueList('Tags', 30),
  imageUrl: text('Cover image', 2048),
  screenshots: valueList('Screenshots', 10, 2048),
  trailerUrl: optionalUrl('Trailer URL'),
  gameplayUrl: optionalUrl('Gameplay URL'),
  downloadLink: optionalUrl('Download link'),
  supportLink: optionalUrl('Support link'),
  steamfixUrl: optionalUrl('Steam fix URL'),
  homepageUrl: optionalUrl('Homepage URL'),
  description: requiredText('Description', 10_000, messages.game.description),
  installationInstructions: text('Installation instructions', 10_000),
  generalNotes: text('General notes', 5000),
  size: text('Size', 50),
  releaseDate: string()
    .trim()
    .required(messages.game.releaseDate)
    .transform((value: string) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .test('iso-date', messages.game.releaseDateInvalid, (value) => !value || isIsoDate(value)),
  developer: requiredText('Developer', 200, messages.game.developer),
  publisher: requiredText('Publisher', 200, messages.game.publisher),
  version: text('Version', 50).default('1.0'),
  status: string()
    .trim()
    .default('active')
    .oneOf(['active', 'inactive'] as const, messages.game.status),
  systemRequirements: object({
    minimum: object({
      os: text('Operating system', 200).default(gameChoices.defaultOs),
      processor: text('Processor', 200),
      memory: text('Memory', 200),
      graphics: text('Graphics', 200),
      storage: text('Storage', 200),
    }).default({}),
  }).default({}),
  technicalDetails: object({
    directX: choice('DirectX', gameChoices.directX),
    networkRequirements: choice('Network requirements', gameChoices.networkRequirements),
    ageRating: choice('Age rating', gameChoices.ageRatings),
    platforms: valueList('Platforms', 10),
    language: valueList('Languages', 30),
  }).default({}),
  changelog: array(
    object({
      version: text('Changelog version', 50),
      date: text('Changelog date', 30),
      changes: text('Changelog changes', 2000),
    }),
  )
    .max(50, 'Changelog can have at most 50 entries')
    .default([]),
});

export type GameInput = InferType<typeof gameSchema>;

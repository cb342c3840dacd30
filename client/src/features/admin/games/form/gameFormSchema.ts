import { array, mixed, object, string } from 'yup';

import { allowedGameValues, maxScreenshots } from '../../../../../../shared/catalog/gameChoices.ts';
import { gameGenres } from '../../../../../../shared/catalog/genres.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { isCalendarDate, isSlug } from '../../../../../../shared/validation/rules.ts';
import { optionalUrl } from '../../../../components/forms/urlField.ts';

const required = (message: string) => string().trim().required(message);

const genreIds: readonly string[] = gameGenres.map((genre) => genre.id);

/** The admin game form's rules (SPEC 5); the REST service checks the same and more. */
export const gameFormSchema = object({
  title: required(messages.game.title),
  slug: required(messages.game.slug).test(
    'slug',
    messages.game.slugPattern,
    (value) => value === undefined || isSlug(value),
  ),
  category: required(messages.game.category).oneOf(
    allowedGameValues.categories,
    messages.game.categoryChoice,
  ),
  status: string().oneOf(allowedGameValues.statuses, messages.game.status),
  description: required(messages.game.description),
  releaseDate: required(messages.game.releaseDate).test(
    'calendar-date',
    messages.game.releaseDateInvalid,
    (value) => value === undefined || isCalendarDate(value),
  ),
  // The picker offers only these; an older game may still hold another, which must go before a save.
  genres: array(string()).test('genres', messages.game.genreChoice, (chosen) =>
    (chosen ?? []).every((genre) => genre !== undefined && genreIds.includes(genre)),
  ),
  developer: required(messages.game.developer),
  publisher: required(messages.game.publisher),
  screenshots: array(string()).test(
    'screenshot-count',
    messages.game.tooManyScreenshots,
    (kept, context) =>
      (kept?.length ?? 0) +
        ((context.parent as { screenshotFiles?: unknown[] }).screenshotFiles?.length ?? 0) <=
      maxScreenshots,
  ),
  coverFile: mixed().nullable(),
  trailerUrl: optionalUrl('Trailer URL'),
  gameplayUrl: optionalUrl('Gameplay URL'),
  downloadLink: optionalUrl('Download link'),
  supportLink: optionalUrl('Support link'),
  steamfixUrl: optionalUrl('Steam fix URL'),
  homepageUrl: optionalUrl('Homepage URL'),
});

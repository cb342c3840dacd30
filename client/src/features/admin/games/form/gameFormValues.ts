import { gameDefaults } from '../../../../../../shared/catalog/gameChoices.ts';
import type {
  AdminGameFormFields,
  ChangelogEntryInput,
  GameInput,
  GameStatus,
} from '../../../../graphql/__generated__/operations.ts';

/** Everything the game form edits (SPEC 3, "Game form payload"), flat so each input names one value. */
export interface GameFormValues {
  title: string;
  slug: string;
  category: string;
  genres: string[];
  tags: string[];
  status: GameStatus;
  developer: string;
  publisher: string;
  releaseDate: string;
  version: string;
  size: string;
  /** An external cover URL, or the game's current cover. */
  imageUrl: string;
  /** A new cover to upload in place of `imageUrl`. */
  coverFile: File | null;
  /** The game's current screenshots that stay. */
  screenshots: string[];
  /** New screenshots to upload after them. */
  screenshotFiles: File[];
  trailerUrl: string;
  gameplayUrl: string;
  description: string;
  installationInstructions: string;
  generalNotes: string;
  license: string;
  os: string;
  processor: string;
  memory: string;
  graphics: string;
  storage: string;
  platforms: string[];
  language: string[];
  ageRating: string;
  directX: string;
  networkRequirements: string;
  downloadLink: string;
  supportLink: string;
  steamfixUrl: string;
  homepageUrl: string;
}

export type GameFormField = keyof GameFormValues & string;

/** Today as YYYY-MM-DD in the admin's own time zone. */
function today(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A new game: the defaults of SPEC 3 and 9, with neutral installation steps. */
export function newGameValues(now = new Date()): GameFormValues {
  return {
    title: '',
    slug: '',
    category: gameDefaults.category,
    genres: [],
    tags: [],
    status: gameDefaults.status,
    developer: '',
    publisher: '',
    releaseDate: today(now),
    version: gameDefaults.version,
    size: '',
    imageUrl: '',
    coverFile: null,
    screenshots: [],
    screenshotFiles: [],
    trailerUrl: '',
    gameplayUrl: '',
    description: '',
    installationInstructions: gameDefaults.installationInstructions,
    generalNotes: '',
    license: '',
    os: gameDefaults.os,
    processor: '',
    memory: '',
    graphics: '',
    storage: '',
    platforms: [],
    language: [],
    ageRating: '',
    directX: '',
    networkRequirements: '',
    downloadLink: '',
    supportLink: '',
    steamfixUrl: '',
    homepageUrl: '',
  };
}

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** A stored game as form values. */
export function gameToValues(game: AdminGameFormFields): GameFormValues {
  const { minimum } = game.systemRequirements;
  const details = game.technicalDetails;
  return {
    title: game.title,
    slug: game.slug,
    category: game.category,
    genres: values(game.genres),
    tags: values(game.tags),
    status: game.status,
    developer: game.developer,
    publisher: game.publisher,
    releaseDate: game.releaseDate.slice(0, 10),
    version: game.version,
    size: game.size,
    imageUrl: game.imageUrl,
    coverFile: null,
    screenshots: [...game.screenshots],
    screenshotFiles: [],
    trailerUrl: game.trailerUrl,
    gameplayUrl: game.gameplayUrl,
    description: game.description,
    installationInstructions: game.installationInstructions,
    generalNotes: game.generalNotes,
    license: game.license,
    os: minimum.os,
    processor: minimum.processor,
    memory: minimum.memory,
    graphics: minimum.graphics,
    storage: minimum.storage,
    platforms: values(details.platforms),
    language: values(details.language),
    ageRating: details.ageRating,
    directX: details.directX,
    networkRequirements: details.networkRequirements,
    downloadLink: game.downloadLink,
    supportLink: game.supportLink,
    steamfixUrl: game.steamfixUrl,
    homepageUrl: game.homepageUrl,
  };
}

/**
 * The mutation's input. A save replaces the whole game, so the changelog the form does not edit
 * travels with it unchanged.
 */
export function valuesToInput(
  form: GameFormValues,
  changelog: readonly ChangelogEntryInput[] = [],
): GameInput {
  const trimmed = (value: string) => value.trim();
  return {
    title: trimmed(form.title),
    slug: trimmed(form.slug),
    category: form.category,
    genres: form.genres,
    tags: form.tags,
    status: form.status,
    developer: trimmed(form.developer),
    publisher: trimmed(form.publisher),
    releaseDate: form.releaseDate,
    version: trimmed(form.version),
    size: trimmed(form.size),
    imageUrl: trimmed(form.imageUrl),
    trailerUrl: trimmed(form.trailerUrl),
    gameplayUrl: trimmed(form.gameplayUrl),
    description: form.description,
    installationInstructions: form.installationInstructions,
    generalNotes: form.generalNotes,
    license: trimmed(form.license),
    minimumRequirements: {
      os: trimmed(form.os),
      processor: trimmed(form.processor),
      memory: trimmed(form.memory),
      graphics: trimmed(form.graphics),
      storage: trimmed(form.storage),
    },
    technicalDetails: {
      platforms: form.platforms,
      language: form.language,
      ageRating: form.ageRating,
      directX: form.directX,
      networkRequirements: form.networkRequirements,
    },
    downloadLink: trimmed(form.downloadLink),
    supportLink: trimmed(form.supportLink),
    steamfixUrl: trimmed(form.steamfixUrl),
    homepageUrl: trimmed(form.homepageUrl),
    changelog: changelog.map(({ version, date, changes }) => ({ version, date, changes })),
  };
}

/** A title as a slug: lowercase letters and digits in hyphen-separated groups. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The form field for each nested input name the server may report an error for. */
export const inputFieldNames: Readonly<Record<string, GameFormField>> = {
  'systemRequirements.minimum.os': 'os',
  'systemRequirements.minimum.processor': 'processor',
  'systemRequirements.minimum.memory': 'memory',
  'systemRequirements.minimum.graphics': 'graphics',
  'systemRequirements.minimum.storage': 'storage',
  'technicalDetails.directX': 'directX',
  'technicalDetails.networkRequirements': 'networkRequirements',
  'technicalDetails.ageRating': 'ageRating',
  'technicalDetails.platforms': 'platforms',
  'technicalDetails.language': 'language',
};

import type { ColumnType, Insertable } from 'kysely';

import { allowedGameValues, gameDefaults } from '../../../shared/catalog/gameChoices.ts';

/**
 * How a field is stored and sent:
 * - `text`: text, the same in the column, on the wire and in the form;
 * - `list`: a list in the form, comma-separated text in the column and on the wire;
 * - `jsonList`: a list in the form, JSON text in the column and on the wire;
 * - `json`: any JSON value in the form and on the wire, JSON text in the column;
 * - `counter`: a number the service keeps (never written by the form).
 */
type GameFieldKind = 'text' | 'list' | 'jsonList' | 'json' | 'counter';

interface GameFieldSpec {
  /** The name in the wire format and the form, dotted inside its group (`technicalDetails.directX`). */
  wire: string;
  column: string;
  kind: GameFieldKind;
  /** Every game is given one: no default. */
  required?: true;
  /** The column holds what the upload handling decided (stored file URLs), not the form's value. */
  upload?: true;
  /** The only values the column holds. */
  values?: readonly string[];
  /** What a new game holds when it is not given one; otherwise '' or an empty list (0 for a counter). */
  default?: string;
}

/**
 * Every field of a game, in wire order. The wire format (wire.ts), the database columns
 * (db/schema.ts), the demo seed and the bench generator are built from this table; the form's
 * rules are in validation/gameSchema.ts, and a new column needs a migration.
 */
export const gameFields = [
  { wire: 'slug', column: 'slug', kind: 'text', required: true },
  { wire: 'title', column: 'title', kind: 'text', required: true },
  { wire: 'category', column: 'category', kind: 'text', required: true },
  { wire: 'genres', column: 'genres', kind: 'list' },
  { wire: 'tags', column: 'tags', kind: 'list' },
  { wire: 'imageUrl', column: 'image_url', kind: 'text', upload: true },
  { wire: 'screenshots', column: 'screenshots', kind: 'list', upload: true },
  { wire: 'trailerUrl', column: 'trailer_url', kind: 'text' },
  { wire: 'gameplayUrl', column: 'gameplay_url', kind: 'text' },
  { wire: 'downloadLink', column: 'download_link', kind: 'text' },
  { wire: 'supportLink', column: 'support_link', kind: 'text' },
  { wire: 'steamfixUrl', column: 'steamfix_url', kind: 'text' },
  { wire: 'homepageUrl', column: 'homepage_url', kind: 'text' },
  { wire: 'license', column: 'license', kind: 'text' },
  { wire: 'description', column: 'description', kind: 'text', required: true },
  {
    wire: 'installationInstructions',
    column: 'installation_instructions',
    kind: 'text',
    default: gameDefaults.installationInstructions,
  },
  { wire: 'generalNotes', column: 'general_notes', kind: 'text' },
  { wire: 'size', column: 'size', kind: 'text' },
  { wire: 'views', column: 'views', kind: 'counter' },
  { wire: 'rating', column: 'rating', kind: 'counter' },
  { wire: 'totalRatings', column: 'total_ratings', kind: 'counter' },
  { wire: 'downloads', column: 'downloads', kind: 'counter' },
  { wire: 'stars', column: 'stars', kind: 'counter' },
  { wire: 'shares', column: 'shares', kind: 'counter' },
  { wire: 'releaseDate', column: 'release_date', kind: 'text', required: true },
  { wire: 'developer', column: 'developer', kind: 'text', required: true },
  { wire: 'publisher', column: 'publisher', kind: 'text', required: true },
  { wire: 'version', column: 'version', kind: 'text', default: gameDefaults.version },
  {
    wire: 'status',
    column: 'status',
    kind: 'text',
    values: allowedGameValues.statuses,
    default: gameDefaults.status,
  },
  { wire: 'systemRequirements.minimum.os', column: 'min_os', kind: 'text', default: gameDefaults.os },
  { wire: 'systemRequirements.minimum.processor', column: 'min_processor', kind: 'text' },
  { wire: 'systemRequirements.minimum.memory', column: 'min_memory', kind: 'text' },
  { wire: 'systemRequirements.minimum.graphics', column: 'min_graphics', kind: 'text' },
  { wire: 'systemRequirements.minimum.storage', column: 'min_storage', kind: 'text' },
  { wire: 'technicalDetails.directX', column: 'directx', kind: 'text' },
  { wire: 'technicalDetails.networkRequirements', column: 'network_requirements', kind: 'text' },
  { wire: 'technicalDetails.ageRating', column: 'age_rating', kind: 'text' },
  { wire: 'technicalDetails.platforms', column: 'platforms', kind: 'jsonList' },
  { wire: 'technicalDetails.language', column: 'language', kind: 'jsonList' },
  { wire: 'changelog', column: 'changelog', kind: 'json' },
] as const satisfies readonly GameFieldSpec[];

export type GameField = (typeof gameFields)[number];

/** What a field's column holds: a number for a counter, one of its `values`, or text. */
export type StoredValue<F extends GameFieldSpec> = F['kind'] extends 'counter'
  ? number
  : F extends { values: readonly (infer V)[] }
    ? V
    : string;

/**
 * One column per entry of the game field table; counters are the service's, so an insert may
 * leave them to the column default.
 */
export type GameFieldColumns = {
  [F in GameField as F['column']]: F['kind'] extends 'counter'
    ? ColumnType<number, number | undefined, number>
    : StoredValue<F>;
};

/** The columns a new game's row is given: every field's, and its timestamps. */
type NewGameColumns = Insertable<GameFieldColumns> & { created_at: string; updated_at: string };

type FieldWithDefault = Extract<GameField, { default: string }>;
type DefaultOf<W> = Extract<FieldWithDefault, { wire: W }>['default'];

/** The default a field's entry names (the form applies the same one). */
export function defaultOf<W extends FieldWithDefault['wire']>(wire: W): DefaultOf<W> {
  const field = gameFields.find((entry) => entry.wire === wire) as { default: DefaultOf<W> };
  return field.default;
}

const emptyStored: Record<GameFieldKind, string | number> = {
  text: '',
  list: '',
  jsonList: '[]',
  json: '[]',
  counter: 0,
};

type RequiredColumn = Extract<GameField, { required: true }>['column'];
type DefaultedColumns = Omit<NewGameColumns, RequiredColumn | 'created_at' | 'updated_at'>;

const storedDefaults = Object.fromEntries(
  gameFields
    .filter((field) => !('required' in field))
    .map((field) => [field.column, 'default' in field ? field.default : emptyStored[field.kind]]),
) as DefaultedColumns;

/** The columns of a new game: `values` over the default of every field they leave out. */
export function newGameColumns(
  values: Pick<NewGameColumns, RequiredColumn | 'created_at' | 'updated_at'> & Partial<NewGameColumns>,
): NewGameColumns {
  return { ...storedDefaults, ...values };
}

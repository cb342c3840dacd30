import type { GameRow, NewGame } from '../db/schema.ts';
import type { GameInput } from '../validation/gameSchema.ts';
import type { GameField } from './gameFields.ts';
import { gameFields } from './gameFields.ts';

/** The dotted paths of a value's fields down to its texts, numbers and lists. */
type LeafPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends object
      ? `${K}.${LeafPath<NonNullable<T[K]>>}`
      : K;
}[keyof T & string];

/** The fields a validated form writes; counters are the service's and uploads come from the files. */
type FormField = Exclude<GameField, { kind: 'counter' } | { upload: true }>;

type Media = { imageUrl: string; screenshots: readonly string[] };

const pathOf = new Map<string, string[]>(gameFields.map((field) => [field.wire, field.wire.split('.')]));

function readPath(source: object, path: string): unknown {
  let value: unknown = source;
  for (const key of pathOf.get(path) ?? []) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Where each field goes in the wire game, split once: the whole list is written per rebuild. */
const wireWriters = gameFields.map((field) => {
  const keys = field.wire.split('.');
  return { field, groups: keys.slice(0, -1), leaf: keys.at(-1) ?? field.wire };
});

/** A form value, its path checked against the validated input so that no field goes unvalidated. */
const formValue = (input: GameInput, wire: FormField['wire'] & LeafPath<GameInput>) => readPath(input, wire);

function toStored(kind: GameField['kind'], value: unknown): unknown {
  if (kind === 'list') return ((value ?? []) as readonly string[]).join(',');
  if (kind === 'jsonList') return JSON.stringify(value ?? []);
  if (kind === 'json') return JSON.stringify(value);
  return value;
}

function toWire(kind: GameField['kind'], stored: unknown): unknown {
  if (kind === 'counter') return Number(stored);
  if (kind === 'json') return JSON.parse(stored as string) as unknown;
  return stored;
}

/**
 * The game as the PHP service sends it: genres, tags and screenshots as comma-separated text,
 * platforms and language as JSON text, counters as numbers.
 */
export function toWireGame(row: GameRow): Record<string, unknown> {
  const game: Record<string, unknown> = { id: row.id };
  for (const { field, groups, leaf } of wireWriters) {
    let group = game;
    for (const key of groups) group = (group[key] ??= {}) as Record<string, unknown>;
    group[leaf] = toWire(field.kind, row[field.column]);
  }
  game.createdAt = row.created_at;
  game.updatedAt = row.updated_at;
  game.lastUpdated = row.updated_at;
  return game;
}

/** The columns a validated form payload writes; counters and timestamps are the caller's. */
export function toGameColumns(input: GameInput, media: Media): Omit<NewGame, 'created_at' | 'updated_at'> {
  const columns: Record<string, unknown> = {};
  for (const field of gameFields) {
    if (field.kind === 'counter') continue;
    const value = 'upload' in field ? media[field.wire] : formValue(input, field.wire);
    columns[field.column] = toStored(field.kind, value);
  }
  return columns as Omit<NewGame, 'created_at' | 'updated_at'>;
}

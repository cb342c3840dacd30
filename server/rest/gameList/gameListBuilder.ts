import type { EncodedBody } from '../../answers/encodedBody.ts';
import { encodedBody } from '../../answers/encodedBody.ts';
import type { Span } from '../../answers/jsonArrayWriter.ts';
import { jsonArrayWriter } from '../../answers/jsonArrayWriter.ts';
import type { GameRow } from '../db/schema.ts';
import { toWireGame } from '../games/wire.ts';

/** A game's place in a built list, and the revision of the row its bytes were made from. */
interface Placed extends Span {
  revision: number;
}

export interface BuiltGameList {
  body: EncodedBody;
  /** By game id. */
  placed: ReadonlyMap<number, Placed>;
}

export interface GameListSource {
  /** Each listed game's id and revision, in the list's order. */
  order(): Promise<{ id: number; revision: number }[]>;
  /** The rows of these games, in any order; a game deleted meanwhile is missing. */
  rows(ids: readonly number[]): Promise<GameRow[]>;
  /** Every listed game's row, in the list's order, read a few at a time. */
  all(): AsyncIterable<GameRow>;
}

const jsonType = 'application/json; charset=utf-8';

/** Past this share of changed games, reading them all costs less than reading them by id. */
const patchUpTo = 0.25;

const wireJson = (row: GameRow) => JSON.stringify(toWireGame(row));

/** A list being written: each game's bytes, and where they went with the revision they came from. */
function listWriter(expectedBytes?: number) {
  const writer = jsonArrayWriter(expectedBytes);
  const placed = new Map<number, Placed>();
  return {
    add(id: number, revision: number, json: string | Uint8Array): void {
      placed.set(id, { revision, ...writer.add(json) });
    },
    built: (): BuiltGameList => ({ body: encodedBody(writer.finish(), jsonType), placed }),
  };
}

async function encodeAll(source: GameListSource, expectedBytes?: number): Promise<BuiltGameList> {
  const list = listWriter(expectedBytes);
  for await (const row of source.all()) list.add(row.id, row.revision, wireJson(row));
  return list.built();
}

/**
 * The game list as JSON. With the previous list, only the games whose revision moved since are
 * read and encoded again; every other game's bytes are copied from the previous list. A write
 * that lands while the list is built moves the data version, and the next read builds again.
 */
export async function buildGameList(
  source: GameListSource,
  previous?: BuiltGameList,
): Promise<BuiltGameList> {
  if (!previous) return encodeAll(source);
  const order = await source.order();
  const changed = order
    .filter(({ id, revision }) => previous.placed.get(id)?.revision !== revision)
    .map(({ id }) => id);
  if (changed.length > order.length * patchUpTo) return encodeAll(source, previous.body.identity.length);

  const fresh = new Map((await source.rows(changed)).map((row) => [row.id, row]));
  const list = listWriter(previous.body.identity.length);
  for (const { id, revision } of order) {
    const kept = previous.placed.get(id);
    if (kept?.revision === revision) {
      list.add(id, revision, previous.body.identity.subarray(kept.start, kept.end));
      continue;
    }
    // Missing when it was deleted since the order was read.
    const row = fresh.get(id);
    if (row) list.add(id, row.revision, wireJson(row));
  }
  return list.built();
}

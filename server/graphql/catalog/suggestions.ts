import type { NormalizedGame } from '../normalize/game.ts';
import { gramIndex } from './gramIndex.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import { matchesText } from './selectGames.ts';

/** Each catalogue's index of titles and developers, built on its first search. */
const indexes = new WeakMap<IndexedCatalog, ReturnType<typeof gramIndex>>();

function candidatesOf(catalog: IndexedCatalog, needle: string): Iterable<number> {
  let index = indexes.get(catalog);
  if (!index) {
    index = gramIndex(catalog.games.map((entry) => [entry.keys.title, entry.keys.developer]));
    indexes.set(catalog, index);
  }
  return index(needle) ?? catalog.games.keys();
}

/**
 * The first `count` games, in catalogue order, whose title or developer contains `needle`
 * (lower case, trimmed): from the entries the index names, not a scan of the catalogue.
 */
export function suggestGames(catalog: IndexedCatalog, needle: string, count: number): NormalizedGame[] {
  const found: NormalizedGame[] = [];
  for (const position of candidatesOf(catalog, needle)) {
    const entry = catalog.games[position];
    if (entry && matchesText(entry, needle, false)) {
      found.push(entry.game);
      if (found.length === count) break;
    }
  }
  return found;
}

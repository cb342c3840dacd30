import type { IndexedGame } from './indexedCatalog.ts';
import { genreOptions } from './navigation.ts';

/** Every genre of the menu with the number of these games that have it (the categories page). */
export function genreCounts(games: readonly IndexedGame[]) {
  const counts = new Map<string, number>();
  for (const entry of games) {
    for (const genre of entry.keys.genres) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return genreOptions.map((option) => ({ ...option, count: counts.get(option.value.toLowerCase()) ?? 0 }));
}

import { describe, expect, test } from '@jest/globals';

import { indexCatalog } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import { matchesText } from '../../../../server/graphql/catalog/selectGames.ts';
import { suggestGames } from '../../../../server/graphql/catalog/suggestions.ts';
import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

const labels = labelBook();
const developers = ['Tux Studio', 'Wesnoth Team', 'Xonotic Crew', 'Mindustry Anuke', 'Open Arena Devs'];
const words = ['Kart', 'Battle', 'Arena', 'Quest', 'Farm', 'Drift', 'Tower', 'Hollow', 'Racer', 'Zen'];

/** A catalogue of `count` games with overlapping words, so that many searches match many games. */
function catalogue(count: number) {
  return indexCatalog(
    Array.from({ length: count }, (_, index) =>
      normalizeGame(
        {
          id: String(index),
          title: `${words[index % words.length]} ${words[(index * 7) % words.length]} ${index}`,
          developer: developers[index % developers.length],
          description: 'Not searched by suggestions',
        },
        labels,
      ),
    ),
  );
}

describe('search suggestions', () => {
  const catalog = catalogue(3000);
  const byScan = (needle: string) =>
    catalog.games
      .filter((entry) => matchesText(entry, needle, false))
      .slice(0, 5)
      .map((entry) => entry.game.id);

  test.each([
    'k',
    'ar',
    'kar',
    'kart',
    'kart drift 1',
    'arena 2999',
    'tux',
    'studio',
    'wesnoth team',
    'zen zen',
    ' 12',
    'zzz',
    'not searched',
    'x',
    'quest hollow',
    '99',
  ])('"%s" finds the first five matches of a full scan, in catalogue order', (needle) => {
    expect(suggestGames(catalog, needle, 5).map((game) => game.id)).toEqual(byScan(needle));
  });

  test('every title piece of a sample of games finds the same games as a scan', () => {
    for (const entry of catalog.games.filter((_, position) => position % 97 === 0)) {
      const title = entry.keys.title;
      for (let start = 0; start < title.length; start += 3) {
        const needle = title.slice(start, start + 4);
        expect(suggestGames(catalog, needle, 5).map((game) => game.id)).toEqual(byScan(needle));
      }
    }
  });
});

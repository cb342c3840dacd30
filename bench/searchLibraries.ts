import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Charset, Document } from 'flexsearch';
import MiniSearch from 'minisearch';

import { demoGames } from '../server/rest/db/seed/demoGames.ts';
import { percentile } from './percentile.ts';

/**
 * MiniSearch, Orama and FlexSearch compared for the catalogue's forgiving search: result quality on
 * the demo catalogue (a table of queries and the game each should find first), then index build
 * time, heap and query p99 at 20,000 games. `node --expose-gc bench/searchLibraries.ts`.
 */

type SearchDoc = {
  id: number;
  title: string;
  /** The title without spaces or punctuation: "0ad", "warzone2100", "supertuxkart". */
  compact: string;
  aliases: string;
  developer: string;
  tags: string;
  description: string;
  popularity: number;
};

interface Library {
  name: string;
  build: (docs: readonly SearchDoc[]) => Promise<(query: string) => Promise<number[]>>;
}

/** Case, accents and punctuation ignored. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const compact = (text: string) => normalise(text).replace(/ /g, '');

const aliasesOf: Record<string, string> = { 'Luanti (formerly Minetest)': 'Minetest' };

const demoDocs: SearchDoc[] = demoGames.map((game, index) => ({
  id: index,
  title: game.title,
  compact: compact(game.title),
  aliases: aliasesOf[game.title] ?? '',
  developer: game.developer,
  tags: game.tags.join(' '),
  description: game.description,
  popularity: game.views,
}));

/** Queries a visitor types, and the title each should put first. */
const expectations: readonly [query: string, first: string][] = [
  ['supertux kart', 'SuperTuxKart'],
  ['supertuxcart', 'SuperTuxKart'],
  ['minetest', 'Luanti (formerly Minetest)'],
  ['0ad', '0 A.D.'],
  ['openttd transport', 'OpenTTD'],
  ['xonotik', 'Xonotic'],
  ['warzone2100', 'Warzone 2100'],
  ['wesnoth', 'The Battle for Wesnoth'],
  ['battle for wesnot', 'The Battle for Wesnoth'],
  ['dark mod', 'The Dark Mod'],
  ['pixel dungeon', 'Shattered Pixel Dungeon'],
  ['cataclysm', 'Cataclysm: Dark Days Ahead'],
  ['tux racer', 'Extreme Tux Racer'],
  ['endles sky', 'Endless Sky'],
  ['teeworld', 'Teeworlds'],
  ['flight gear', 'FlightGear'],
  ['lincity', 'LinCity-NG'],
  ['armagetron', 'Armagetron Advanced'],
  ['mindustri', 'Mindustry'],
  ['hedgewar', 'Hedgewars'],
];

const fuzziness = (term: string) => (term.length > 7 ? 2 : term.length > 3 ? 1 : 0);

const miniSearch: Library = {
  name: 'MiniSearch 7',
  build: async (docs) => {
    const index = new MiniSearch<SearchDoc>({
      fields: ['title', 'compact', 'aliases', 'developer', 'tags', 'description'],
      processTerm: (term) => normalise(term) || null,
      searchOptions: {
        boost: { title: 4, compact: 4, aliases: 4, developer: 2 },
        fuzzy: (term) => fuzziness(term) / term.length,
        prefix: true,
        combineWith: 'AND',
      },
    });
    index.addAll(docs);
    const popularity = new Map(docs.map((doc) => [doc.id, doc.popularity]));
    return async (query) => {
      const run = (combineWith: 'AND' | 'OR') =>
        index.search(query, {
          combineWith,
          boostDocument: (id) => 1 + Math.log10(1 + (popularity.get(id as number) ?? 0)) / 100,
        });
      const results = run('AND');
      return (results.length > 0 ? results : run('OR')).slice(0, 10).map((result) => result.id as number);
    };
  },
};

const orama: Library = {
  name: 'Orama 3',
  build: async (docs) => {
    const db = create({
      schema: {
        title: 'string',
        compact: 'string',
        aliases: 'string',
        developer: 'string',
        tags: 'string',
        description: 'string',
        popularity: 'number',
        gameId: 'number',
      } as const,
      components: { tokenizer: { stemming: false } },
    });
    await insertMultiple(
      db,
      docs.map(({ id, ...doc }) => ({ ...doc, gameId: id })),
    );
    return async (query) => {
      const results = await oramaSearch(db, {
        term: normalise(query),
        properties: ['title', 'compact', 'aliases', 'developer', 'tags', 'description'],
        boost: { title: 4, compact: 4, aliases: 4, developer: 2 },
        tolerance: Math.max(...normalise(query).split(' ').map(fuzziness), 0),
        limit: 10,
      });
      return results.hits.map((hit) => hit.document.gameId);
    };
  },
};

const flexSearch: Library = {
  name: 'FlexSearch 0.8',
  build: async (docs) => {
    const fields = ['title', 'compact', 'aliases', 'developer', 'tags', 'description'] as const;
    const index = new Document<SearchDoc>({
      document: { id: 'id', index: [...fields] },
      tokenize: 'forward',
      encoder: Charset.LatinAdvanced,
    });
    for (const doc of docs) index.add(doc);
    return async (query) => {
      // No field boosts: the fields' results in order of weight, each by the library's rank.
      const perField = index.search(normalise(query), { limit: 10, suggest: true });
      const order = new Map(fields.map((field, rank) => [field, rank]));
      const seen = new Set<number>();
      for (const { result } of [...perField].sort(
        (a, b) => (order.get(a.field as never) ?? 9) - (order.get(b.field as never) ?? 9),
      )) {
        for (const id of result) seen.add(Number(id));
      }
      return [...seen].slice(0, 10);
    };
  },
};

const libraries = [miniSearch, orama, flexSearch];

const words = (
  'star space war kart tux block craft city tower dungeon pixel dark light river storm iron ' +
  'shadow rally flight ocean empire colony robot dragon forest castle arena quest legend frontier'
).split(' ');

/** 20,000 games with titles made of catalogue-like words, and the demo games among them. */
function largeCatalogue(): SearchDoc[] {
  const docs = [...demoDocs];
  for (let index = docs.length; index < 20_000; index += 1) {
    const title = `${words[index % words.length]} ${words[(index * 7) % words.length]} ${index}`;
    docs.push({
      id: index,
      title,
      compact: compact(title),
      aliases: '',
      developer: `${words[(index * 3) % words.length]} studio`,
      tags: 'open-source singleplayer',
      description:
        `A ${words[(index * 5) % words.length]} game about ${words[(index * 11) % words.length]}. `.repeat(6),
      popularity: (index * 7919) % 250_000,
    });
  }
  return docs;
}

const heapUsed = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Quality on the demo catalogue, then build time, heap and latency at 20,000 games. */
export async function benchSearchLibraries() {
  const large = largeCatalogue();
  const queries = [
    ...expectations.map(([query]) => query),
    ...words.map((word) => word.slice(0, 3)),
    ...words.map((word) => `${word.slice(0, -1)}x`),
    'x'.repeat(1000),
  ];
  const figures: Record<string, Record<string, string | number>> = {};
  for (const library of libraries) {
    const search = await library.build(demoDocs);
    const misses: string[] = [];
    for (const [query, first] of expectations) {
      const [id] = await search(query);
      if (demoDocs[id ?? -1]?.title !== first) misses.push(query);
    }
    const started = performance.now();
    // Held in a list, so that emptying it lets the index be collected and its heap measured.
    const kept = [await library.build(large)];
    const searchLarge = (query: string) => kept[0]?.(query) ?? Promise.resolve([]);
    const buildMs = performance.now() - started;
    const withIndex = heapUsed();
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        await searchLarge(query);
        times.push(performance.now() - start);
      }
    }
    const longStart = performance.now();
    await searchLarge('warzone '.repeat(125));
    const longMs = performance.now() - longStart;
    kept.length = 0;
    const heapMiB = (withIndex - heapUsed()) / 1024 / 1024;
    times.sort((a, b) => a - b);
    figures[library.name] = {
      'first result right': `${expectations.length - misses.length} of ${expectations.length}`,
      missed: misses.join(', ') || '–',
      'build, 20,000 games (ms)': Math.round(buildMs),
      'heap (MiB)': Number(heapMiB.toFixed(1)),
      'p50 (ms)': Number(percentile(times, 50).toFixed(2)),
      'p99 (ms)': Number(percentile(times, 99).toFixed(2)),
      '1,000-character query (ms)': Number(longMs.toFixed(1)),
    };
  }
  return figures;
}

if (import.meta.main) console.table(await benchSearchLibraries());

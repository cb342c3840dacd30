import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import {
  activeCatalogue,
  catalogue,
  daysAgo,
  expectData,
  gql,
  seedCatalogue,
  seedGame,
  titlesBy,
} from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const textFields = `id slug title category imageUrl trailerUrl gameplayUrl downloadLink supportLink steamfixUrl
  homepageUrl description installationInstructions generalNotes license size releaseDate developer publisher version
  createdAt updatedAt lastUpdated`;

const gamesQuery = `query Games($filter: GameFilter, $sort: GameSort, $offset: Int, $limit: Int) {
  games(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
    nodes { title } totalCount pageInfo { offset limit hasMore }
  }
}`;

type Titled = { title: string };

/** docs/decisions.md, "Weighted rating": toward the mean of every rating of the active games, C = 10. */
function weightedRatings(games: typeof catalogue): Map<string, number | null> {
  const rated = activeCatalogue.filter((entry) => entry.counters.totalRatings > 0);
  const votes = rated.reduce((sum, entry) => sum + entry.counters.totalRatings, 0);
  const mean =
    votes === 0 ? 3 : rated.reduce((sum, e) => sum + e.counters.rating * e.counters.totalRatings, 0) / votes;
  return new Map(
    games.map(({ title, counters: { rating, totalRatings } }) => [
      title,
      totalRatings === 0 ? null : (10 * mean + rating * totalRatings) / (10 + totalRatings),
    ]),
  );
}

const titlesByWeightedRating = (games: typeof catalogue) => {
  const weighted = weightedRatings(games);
  return [...games]
    .sort((a, b) => (weighted.get(b.title) ?? -1) - (weighted.get(a.title) ?? -1))
    .map((entry) => entry.title);
};
const titles = (nodes: Titled[]) => nodes.map((node) => node.title);
const allTitles = (games: typeof catalogue) => games.map((entry) => entry.title);

describe.each(databaseKinds)('GraphQL catalogue queries on %s', (kind) => {
  let service: TestService;
  let ids: Record<string, string>;
  beforeAll(async () => {
    service = await startTestService(kind);
    ids = await seedCatalogue(service);
  });
  afterAll(() => service.stop());

  const games = async (variables: Record<string, unknown>, token?: string) =>
    expectData(await gql(service, gamesQuery, variables, token)).games;

  test('games filters by category and genre case-insensitively, by search text and by time window', async () => {
    expect(titles((await games({ filter: { category: 'repacks' } })).nodes)).toEqual(['Pixel Farm']);
    expect(titles((await games({ filter: { category: 'ONLINE' } })).nodes)).toEqual(['Frost Hollow']);
    expect((await games({ filter: { category: 'all' } })).totalCount).toBe(activeCatalogue.length);
    expect(titles((await games({ filter: { genre: 'RPG' } })).nodes)).toEqual(['Nebula Drift']);
    expect(titles((await games({ filter: { genre: 'action', category: 'standard' } })).nodes)).toEqual([
      'Nebula Drift',
    ]);
    expect(titles((await games({ filter: { search: 'LIGHTHOUSE' } })).nodes)).toEqual(['Frost Hollow']);
    expect(titles((await games({ filter: { search: 'harbor studio' } })).nodes)).toEqual(['Sky Harbor']);
    expect(titles((await games({ filter: { window: 'WEEK' } })).nodes)).toEqual(['Nebula Drift']);
    expect(titles((await games({ filter: { window: 'MONTH' } })).nodes)).toEqual([
      'Nebula Drift',
      'Pixel Farm',
    ]);
    expect(titles((await games({ filter: { window: 'YEAR' } })).nodes)).toEqual([
      'Nebula Drift',
      'Pixel Farm',
      'Sky Harbor',
      'Frost Hollow',
    ]);
  });

  test('quickSearch matches title, developer or category, not the description (the console search)', async () => {
    const found = async (quickSearch: string) =>
      titles((await games({ filter: { quickSearch }, sort: 'TITLE' })).nodes);
    expect(await found('PIXEL')).toEqual(['Pixel Farm']);
    expect(await found('harbor studio')).toEqual(['Sky Harbor']);
    expect(await found('online')).toEqual(['Frost Hollow']);
    expect(await found('lighthouse')).toEqual([]);
    expect(await found('   ')).toEqual(allTitles(activeCatalogue).sort());
  });

  test('ids lists every matching game, not only the page, for a select-all', async () => {
    const query = `query Ids($filter: GameFilter) { games(filter: $filter, limit: 1) { ids nodes { id } } }`;
    const staff = expectData(
      await gql(service, query, { filter: { quickSearch: 'standard' } }, service.tokens.admin),
    ).games;
    expect(staff.nodes).toHaveLength(1);
    const standard = catalogue.filter((entry) => entry.category === 'Standard');
    expect([...staff.ids].sort()).toEqual(standard.map((entry) => ids[entry.slug]).sort());
    const anonymous = expectData(await gql(service, query, { filter: { quickSearch: 'standard' } })).games;
    expect(anonymous.ids).not.toContain(ids['hidden-vault']);
  });

  test('games sorts by release date, views, rating, title and downloads', async () => {
    const sorted = async (sort: string) => titles((await games({ sort })).nodes);
    const byDays = [...activeCatalogue].sort((a, b) => a.days - b.days);
    expect(await sorted('NEWEST')).toEqual(allTitles(byDays));
    expect(await sorted('POPULAR')).toEqual(titlesBy(activeCatalogue, 'views'));
    // Not the raw means' order: Sky Harbor's 1.5 from 3 votes weighs less than Metro Rally's 2.5 from 6.
    expect(await sorted('RATING')).toEqual(titlesByWeightedRating(activeCatalogue));
    expect(titlesByWeightedRating(activeCatalogue)).not.toEqual(titlesBy(activeCatalogue, 'rating'));
    expect(await sorted('TITLE')).toEqual(allTitles(activeCatalogue).sort());
    expect(await sorted('DOWNLOADS')).toEqual(titlesBy(activeCatalogue, 'downloads'));
  });

  test('games pages with totalCount and hasMore, and caps the page size at 100', async () => {
    const first = await games({ sort: 'TITLE', offset: 0, limit: 2 });
    expect(first.nodes).toHaveLength(2);
    expect(first.totalCount).toBe(6);
    expect(first.pageInfo).toEqual({ offset: 0, limit: 2, hasMore: true });
    const last = await games({ sort: 'TITLE', offset: 4, limit: 2 });
    expect(titles(last.nodes)).toEqual(allTitles(activeCatalogue).sort().slice(4));
    expect(last.pageInfo).toEqual({ offset: 4, limit: 2, hasMore: false });
    const capped = await games({ limit: 500 });
    expect(capped.pageInfo).toEqual({ offset: 0, limit: 100, hasMore: false });
    expect(capped.nodes).toHaveLength(6);
  });

  test('totalViews, totalDownloads and averageRating sum every matching game, not only the page', async () => {
    const query = `query S($filter: GameFilter) {
      games(filter: $filter, limit: 1) { totalViews totalDownloads averageRating ratedCount nodes { title } } }`;
    const sums = async (filter: Record<string, unknown>) =>
      expectData(await gql(service, query, { filter })).games;
    const all = await sums({});
    expect(all.nodes).toHaveLength(1);
    expect(all.totalViews).toBe(activeCatalogue.reduce((sum, entry) => sum + entry.counters.views, 0));
    expect(all.totalDownloads).toBe(
      activeCatalogue.reduce((sum, entry) => sum + entry.counters.downloads, 0),
    );
    const weighted = [...weightedRatings(activeCatalogue).values()].filter((value) => value !== null);
    expect(all.ratedCount).toBe(activeCatalogue.length);
    expect(all.averageRating).toBeCloseTo(
      weighted.reduce((sum, value) => sum + value, 0) / weighted.length,
      6,
    );
    expect(await sums({ search: 'no game has this text' })).toEqual({
      totalViews: 0,
      totalDownloads: 0,
      averageRating: 0,
      ratedCount: 0,
      nodes: [],
    });
  });

  test('an unrated game has a null weightedRating and never counts as 0 in an average', async () => {
    const id = await seedGame(service, {
      slug: 'unrated-isle',
      title: 'Unrated Isle',
      releaseDate: daysAgo(3),
    });
    try {
      const query = `{ game(slug: "unrated-isle") { rating totalRatings weightedRating }
        games(filter: { window: WEEK }) { averageRating ratedCount totalCount } }`;
      const data = expectData(await gql(service, query));
      expect(data.game).toEqual({ rating: 0, totalRatings: 0, weightedRating: null });
      // The week holds Nebula Drift and the unrated game: the average is Nebula Drift's alone.
      expect(data.games.totalCount).toBe(2);
      expect(data.games.ratedCount).toBe(1);
      expect(data.games.averageRating).toBeCloseTo(
        weightedRatings(activeCatalogue).get('Nebula Drift') ?? 0,
        6,
      );
      const sorted = titles(
        expectData(await gql(service, '{ games(sort: RATING) { nodes { title } } }')).games.nodes,
      );
      expect(sorted.at(-1)).toBe('Unrated Isle');
    } finally {
      await service.request('DELETE', `/api/games.php?id=${id}`, { token: service.tokens.admin });
    }
  });

  test('game lists are arrays of labelled options and text fields are strings, never null', async () => {
    const query = `{ game(slug: "nebula-drift") { ${textFields} genres { value label } tags { value label }
      screenshots changelog { version } systemRequirements { minimum { os processor memory graphics storage } }
      technicalDetails { directX networkRequirements ageRating platforms { value label } language { value label } }
    } }`;
    const game = expectData(await gql(service, query)).game;
    for (const field of textFields.split(/\s+/).filter(Boolean)) expect(typeof game[field]).toBe('string');
    expect(game.id).toBe(ids['nebula-drift']);
    expect(game.trailerUrl).toBe('');
    expect(game.genres).toEqual([
      { value: 'action', label: 'Action' },
      { value: 'rpg', label: 'RPG' },
    ]);
    expect(game.tags).toEqual([
      { value: 'kart', label: 'Kart' },
      { value: 'open-source', label: 'Open source' },
    ]);
    expect(game.screenshots).toEqual([]);
    expect(game.changelog).toEqual([]);
    expect(game.technicalDetails.platforms).toEqual([
      { value: 'windows', label: 'Windows' },
      { value: 'linux', label: 'Linux' },
    ]);
    expect(game.technicalDetails.language).toEqual([
      { value: 'en', label: 'English' },
      { value: 'mul', label: 'Multilingual' },
    ]);
    expect(game.systemRequirements.minimum.os).toBe('Windows 10 64-bit');
  });

  test('an inactive game is hidden from anonymous callers and users, and shown to admins and moderators', async () => {
    const query = `{ games(sort: NEWEST) { totalCount nodes { title status } } game(slug: "hidden-vault") { title } }`;
    for (const token of [undefined, service.tokens.user]) {
      const data = expectData(await gql(service, query, undefined, token));
      expect(data.games.totalCount).toBe(6);
      expect(titles(data.games.nodes)).not.toContain('Hidden Vault');
      expect(data.game).toBeNull();
    }
    for (const token of [service.tokens.admin, service.tokens.moderator]) {
      const data = expectData(await gql(service, query, undefined, token));
      expect(data.games.totalCount).toBe(catalogue.length);
      expect(data.games.nodes[0]).toEqual({ title: 'Hidden Vault', status: 'inactive' });
      expect(data.game).toEqual({ title: 'Hidden Vault' });
    }
    expect(expectData(await gql(service, '{ game(slug: "no-such-game") { title } }')).game).toBeNull();
  });

  test('searchSuggestions gives the first 5 matches on title or developer only', async () => {
    const suggest = async (q: string) =>
      titles(
        expectData(await gql(service, 'query S($q: String!) { searchSuggestions(q: $q) { title } }', { q }))
          .searchSuggestions,
      );
    expect(await suggest('studio')).toHaveLength(5);
    expect(await suggest('ORBIT')).toEqual(['Nebula Drift']);
    expect(await suggest('frost')).toEqual(['Frost Hollow']);
    expect(await suggest('lighthouse')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('hidden')).toEqual([]);
  });

  test('searchGames matches title, developer or description', async () => {
    const search = async (q: string) =>
      expectData(
        await gql(service, 'query S($q: String!) { searchGames(q: $q) { totalCount nodes { title } } }', {
          q,
        }),
      ).searchGames;
    expect(titles((await search('lighthouse')).nodes)).toEqual(['Frost Hollow']);
    expect(titles((await search('KEEP STUDIO')).nodes)).toEqual(['Quiet Keep']);
    expect(titles((await search('metro')).nodes)).toEqual(['Metro Rally']);
    expect((await search('free game')).totalCount).toBe(5);
    expect(await search(' ')).toEqual({ totalCount: 0, nodes: [] });
  });

  test('home gives featured, latest, the three top lists and the game count', async () => {
    const query = `{ home { featured { title } latest { title } mostViewed { title } topRated { title }
      mostPopular { title } totalGames } }`;
    const home = expectData(await gql(service, query)).home;
    const topDownloads = titlesBy(activeCatalogue, 'downloads').slice(0, 3);
    const topRating = titlesByWeightedRating(activeCatalogue).slice(0, 3);
    // The top 3 by downloads, then the top 3 by stars (SPEC 2.7), each game once, at most 5.
    const featured = titles(home.featured);
    expect(featured.slice(0, 3)).toEqual(topDownloads);
    expect(new Set(featured).size).toBe(featured.length);
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(titles(home.latest)).toEqual(['Nebula Drift', 'Pixel Farm', 'Sky Harbor', 'Frost Hollow']);
    expect(titles(home.mostViewed)).toEqual(titlesBy(activeCatalogue, 'views').slice(0, 3));
    expect(titles(home.topRated)).toEqual(topRating);
    expect(titles(home.mostPopular)).toEqual(topDownloads);
    expect(home.totalGames).toBe(6);
  });

  test('topDownloads of all time ranks by downloads', async () => {
    const top = async (window: string) =>
      titles(expectData(await gql(service, `{ topDownloads(window: ${window}) { title } }`)).topDownloads);
    expect(await top('ALL')).toEqual(titlesBy(activeCatalogue, 'downloads'));
  });

  test('genreCounts gives every genre of the menu with its number of active games', async () => {
    const counts = expectData(await gql(service, '{ genreCounts { value label count } }')).genreCounts;
    const genres = expectData(await gql(service, '{ genres { value label } }')).genres;
    expect(counts.map(({ value, label }: { value: string; label: string }) => ({ value, label }))).toEqual(
      genres,
    );
    const countOf = (value: string) =>
      counts.find((entry: { value: string }) => entry.value === value)?.count;
    // Nebula Drift; Hidden Vault (inactive) is not counted.
    expect(countOf('action')).toBe(1);
    expect(countOf('racing')).toBe(1);
    expect(countOf('sports')).toBe(0);
  });

  test('genres, categories and predefinedOptions are labelled option lists', async () => {
    const query = `{ genres { value label } categories { value label }
      predefinedOptions { genres { value label } tags { value label } platforms { value label } languages { value label } } }`;
    const data = expectData(await gql(service, query));
    expect(data.genres).toHaveLength(14);
    expect(data.genres[0]).toEqual({ value: 'all', label: 'All Games' });
    expect(data.genres).toContainEqual({ value: 'early_access', label: 'Early Access' });
    expect(data.categories).toEqual([
      { value: 'all', label: 'All Games' },
      { value: 'standard', label: 'Standard Games' },
      { value: 'repacks', label: 'Repacks' },
      { value: 'online', label: 'Online Games' },
    ]);
    expect(data.predefinedOptions.platforms).toContainEqual({ value: 'windows', label: 'Windows' });
    expect(data.predefinedOptions.languages).toContainEqual({ value: 'mul', label: 'Multilingual' });
    expect(data.predefinedOptions.genres).toContainEqual({ value: 'rpg', label: 'RPG' });
    expect(data.predefinedOptions.tags.length).toBeGreaterThan(0);
  });

  test('after deleteGame the public list no longer has the game, at once', async () => {
    const listed = async () => titles((await games({ limit: 100 })).nodes);
    expect(await listed()).toContain('Metro Rally');
    const deleted = await gql(
      service,
      'mutation D($id: ID!) { deleteGame(id: $id) { message } }',
      { id: ids['metro-rally'] },
      service.tokens.admin,
    );
    expect(expectData(deleted).deleteGame).toEqual({ message: 'Game deleted successfully' });
    expect(await listed()).not.toContain('Metro Rally');
    expect(expectData(await gql(service, '{ game(slug: "metro-rally") { title } }')).game).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { categoryPages } from '../../../../../shared/catalog/categories.ts';
import { genres } from '../../../../../shared/catalog/genres.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame } from '../../../../support/fixtures/gamesSuite.ts';
import { createGame, rawGet } from '../../../../support/fixtures/gamesSuite.ts';
import type { ForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import { startOnForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { urlsOf } from '../../../../support/sitemapXml.ts';

/** `GET /sitemap.xml` as a crawler reads it. */

async function sitemapOf(url: string, headers: Record<string, string> = {}) {
  const answer = await rawGet(`${url}/sitemap.xml`, headers);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/xml\b/);
  expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  return urlsOf(answer.body.toString('utf8'));
}

const sitePaths = [
  '/',
  ...genres.map((genre) => `/genre/${genre.id}`),
  ...categoryPages.map((category) => `/category/${category.slug}`),
];

describe.each(databaseKinds)('/sitemap.xml on %s', (kind) => {
  let service: TestService;
  let active: StoredGame[];
  let inactive: StoredGame;

  beforeAll(async () => {
    service = await startTestService(kind);
    active = [await createGame(service), await createGame(service, { title: 'Second Game' })];
    inactive = await createGame(service, { status: 'inactive' });
  });
  afterAll(() => service.stop());

  test('lists home, the 14 genre pages, the 4 category pages and every active game', async () => {
    expect(genres).toHaveLength(14);
    expect(categoryPages).toHaveLength(4);
    const entries = await sitemapOf(service.url);
    const locs = entries.map((entry) => entry.loc);
    for (const path of sitePaths) expect(locs).toContain(`${service.url}${path}`);
    const gameLocs = locs.filter((loc) => loc.startsWith(`${service.url}/game/`));
    expect(gameLocs.sort()).toEqual(active.map((game) => `${service.url}/game/${game.slug}`).sort());
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('each game has its last change as <lastmod> YYYY-MM-DD; home has the newest', async () => {
    const entries = await sitemapOf(service.url);
    for (const game of active) {
      const entry = entries.find((candidate) => candidate.loc === `${service.url}/game/${game.slug}`);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry?.lastmod).toBe(String(game.updatedAt).slice(0, 10));
    }
    const newest = active.map((game) => String(game.updatedAt).slice(0, 10)).sort()[active.length - 1];
    expect(entries.find((entry) => entry.loc === `${service.url}/`)?.lastmod).toBe(newest);
  });

  test('an inactive game is left out, even when an admin asks', async () => {
    const asAnyone = await sitemapOf(service.url);
    const asAdmin = await sitemapOf(service.url, { authorization: `Bearer ${service.tokens.admin}` });
    for (const entries of [asAnyone, asAdmin]) {
      expect(entries.map((entry) => entry.loc)).not.toContain(`${service.url}/game/${inactive.slug}`);
    }
  });

  test('addresses use the scheme and host of the request', async () => {
    const entries = await sitemapOf(service.url, { host: 'games.local:8080' });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.loc.startsWith('http://games.local:8080/')).toBe(true);
  });

  test('a Host that is not an address still gets a well-formed sitemap', async () => {
    const entries = await sitemapOf(service.url, { host: 'bad<host>' });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.loc).not.toContain('bad');
  });
});

describe('/sitemap.xml with PUBLIC_URL', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', { env: { PUBLIC_URL: 'https://games.example.org' } });
    await createGame(service);
  });
  afterAll(() => service.stop());

  test('addresses use PUBLIC_URL whatever host the request named', async () => {
    const entries = await sitemapOf(service.url, { host: 'attacker.example' });
    expect(entries.map((entry) => entry.loc)).toContain('https://games.example.org/');
    expect(entries.filter((entry) => entry.loc.startsWith('https://games.example.org/game/'))).toHaveLength(
      1,
    );
    for (const entry of entries) expect(entry.loc.startsWith('https://games.example.org/')).toBe(true);
  });
});

describe('/sitemap.xml from a foreign REST service', () => {
  // A host whose slugs were not checked by our own REST service.
  const oddSlugs = ['tom&jerry', 'a<b>"c"', 'café au lait', 'x/../admin'];
  const manyGames = Array.from({ length: 150 }, (_, index) => ({
    id: index + 1,
    slug: `bulk-${String(index).padStart(3, '0')}`,
    title: `Bulk ${index}`,
    status: 'active',
    updatedAt: '2025-03-04T05:06:07.000Z',
  }));
  const games = [
    ...oddSlugs.map((slug, index) => ({
      id: 1000 + index,
      slug,
      title: `Odd ${index}`,
      status: 'active',
      updatedAt: '2025-01-02T03:04:05.000Z',
    })),
    ...manyGames,
  ];
  let foreign: ForeignCatalogue;
  let service: TestService;

  beforeAll(async () => {
    foreign = await startOnForeignCatalogue(games);
    service = foreign.service;
  });
  afterAll(() => foreign.stop());

  test('slugs are percent-encoded in the path and the document stays well-formed', async () => {
    const answer = await rawGet(`${service.url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    const xml = answer.body.toString('utf8');
    for (const slug of oddSlugs) expect(xml).not.toContain(slug);
    const locs = urlsOf(xml).map((entry) => entry.loc);
    for (const slug of oddSlugs) {
      const loc = `${service.url}/game/${encodeURIComponent(slug)}`;
      expect(locs).toContain(loc);
      expect(decodeURIComponent(new URL(loc).pathname.slice('/game/'.length))).toBe(slug);
    }
  });

  test('every game is listed, past the first page of 100', async () => {
    const entries = await sitemapOf(service.url);
    const games = entries.filter((entry) => entry.loc.includes('/game/bulk-'));
    expect(games).toHaveLength(manyGames.length);
    for (const entry of games) expect(entry.lastmod).toBe('2025-03-04');
  });

  test('games follow the home, listing, genre and category pages in the order of their titles', async () => {
    const locs = (await sitemapOf(service.url)).map((entry) => entry.loc);
    const byTitle = [...games].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    const firstGame = locs.findIndex((loc) => loc.startsWith(`${service.url}/game/`));
    expect(firstGame).toBe(1 + 6 + genres.length + categoryPages.length);
    expect(locs.slice(firstGame)).toEqual(
      byTitle.map((game) => `${service.url}/game/${encodeURIComponent(game.slug)}`),
    );
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { predefinedOptions } from '../../../../../server/rest/games/predefinedOptions.ts';
import { gameDefaults } from '../../../../../shared/catalog/gameChoices.ts';
import type { ChildServer, Storage } from '../../../../support/childServer.ts';
import { createStorage, killChild, startChildServer } from '../../../../support/childServer.ts';
import type { HttpClient } from '../../../../support/http.ts';
import { httpClient } from '../../../../support/http.ts';

const genreIds = predefinedOptions.genres.map((genre) => genre.value);

interface WireGame {
  id: number;
  slug: string;
  title: string;
  category: string;
  genres: string;
  imageUrl: string;
  screenshots: string;
  downloadLink: string;
  homepageUrl: string;
  license: string;
  supportLink: string;
  description: string;
  installationInstructions: string;
  releaseDate: string;
  version: string;
  changelog: { version: string; date: string; changes: string }[];
  developer: string;
  views: number;
  stars: number;
  shares: number;
  downloads: number;
  rating: number;
  totalRatings: number;
}

const daysAgo = (date: string) => Math.ceil((Date.now() - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);

/** The real entry point, started as `npm start` starts it, on an empty SQLite database. */
describe('the demo catalogue served by a fresh server', () => {
  let storage: Storage;
  let server: ChildServer | undefined;
  let request: HttpClient;
  let games: WireGame[] = [];

  beforeAll(async () => {
    storage = await createStorage('sqlite');
    // The default settings: demo catalogue on, no admin password given.
    server = await startChildServer(storage, {
      SEED_DEMO: undefined,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
    request = httpClient(server.url);
    const answer = await request('GET', '/api/games.php');
    if (answer.status === 200) games = answer.body as WireGame[];
  }, 150_000);

  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  test('holds about 40 real games in all three categories and every genre', () => {
    expect(games.length).toBeGreaterThanOrEqual(36);
    expect(new Set(games.map((game) => game.category))).toEqual(new Set(['Standard', 'Repacks', 'Online']));
    const genres = new Set(games.flatMap((game) => game.genres.split(',')));
    for (const id of genreIds) expect(genres).toContain(id);
    expect(games.map((game) => game.title)).toEqual(
      expect.arrayContaining(['0 A.D.', 'SuperTuxKart', 'OpenTTD']),
    );
  });

  test('links are official https pages and nothing speaks of cracks', () => {
    for (const game of games) {
      expect(game.downloadLink).toMatch(/^https:\/\//);
      expect(game.homepageUrl).toMatch(/^https:\/\//);
      if (game.supportLink) expect(game.supportLink).toMatch(/^https:\/\//);
      expect(game.developer).not.toBe('');
      expect(game.license).not.toBe('');
      expect(`${game.description} ${game.installationInstructions}`).not.toMatch(
        /crack|keygen|pirated|piracy|warez|torrent/i,
      );
    }
  });

  test('each game has its own installation steps and a changelog that starts with its version', () => {
    const steps = games.map((game) => game.installationInstructions);
    expect(new Set(steps).size).toBe(games.length);
    expect(steps).not.toContain(gameDefaults.installationInstructions);
    for (const game of games) {
      expect(game.changelog[0]).toEqual(
        expect.objectContaining({ version: game.version, date: game.releaseDate }),
      );
      expect(game.changelog.map((entry) => entry.changes)).not.toContain('Current release.');
    }
  });

  test('every time filter (week, month, year) has games to show', () => {
    const ages = games.map((game) => daysAgo(game.releaseDate));
    expect(ages.filter((age) => age <= 7).length).toBeGreaterThan(0);
    expect(ages.filter((age) => age > 7 && age <= 30).length).toBeGreaterThan(0);
    expect(ages.filter((age) => age > 30 && age <= 365).length).toBeGreaterThan(0);
  });

  test('community totals are believable: stars, shares, downloads and ratings on every game', () => {
    for (const game of games) {
      expect(game.views).toBeGreaterThan(0);
      expect(game.downloads).toBeGreaterThan(0);
      expect(game.downloads).toBeLessThan(game.views);
      expect(game.stars).toBeGreaterThan(0);
      expect(game.stars).toBeLessThanOrEqual(game.totalRatings);
      expect(game.shares).toBeGreaterThan(0);
      expect(game.shares).toBeLessThan(game.downloads);
      expect(game.rating).toBeGreaterThanOrEqual(1);
      expect(game.rating).toBeLessThanOrEqual(5);
    }
  });

  test("downloads per day over the past year add up to each game's total; week, month and year differ", async () => {
    const top = async (window: string) => {
      const answer = await request('GET', `/api/community.php?action=top-downloads&window=${window}`);
      expect(answer.status).toBe(200);
      return answer.body.games as { gameId: number; downloads: number }[];
    };
    const byTotal = [...games].sort((a, b) => b.downloads - a.downloads || a.title.localeCompare(b.title));
    const year = await top('year');
    for (const entry of year) {
      expect(entry.downloads).toBe(games.find((game) => game.id === entry.gameId)?.downloads);
    }
    expect(year.map((entry) => entry.downloads)).toEqual(byTotal.slice(0, 15).map((game) => game.downloads));
    const [week, month] = [await top('week'), await top('month')];
    const order = (list: { gameId: number }[]) => list.map((entry) => entry.gameId).join(',');
    expect(new Set([order(week), order(month), order(year)]).size).toBe(3);
    for (const [index, entry] of week.entries()) {
      expect(entry.downloads).toBeGreaterThan(0);
      expect(entry.downloads).toBeLessThanOrEqual(
        month.find((item) => item.gameId === entry.gameId)?.downloads ?? Infinity,
      );
      if (index > 0) expect(entry.downloads).toBeLessThanOrEqual(week[index - 1]?.downloads ?? 0);
    }
  });

  test('covers and screenshots are generated WebP images served from /uploads', async () => {
    const game = games[0];
    const urls = [game?.imageUrl ?? '', ...(game?.screenshots.split(',') ?? [])];
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const response = await fetch(`${server?.url}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([1280, 720]);
    }
    expect(readdirSync(path.join(storage.dataDir, 'uploads')).length).toBe(games.length * 4);
  });

  test('people and moderation data: only the admin, its password printed once, items and reports in every status', async () => {
    const output = server?.output() ?? '';
    const admin = /admin@example\.com with the password: (\S+)/.exec(output)?.[1];
    expect(admin).toBeDefined();
    const login = await request('POST', '/api/auth.php?action=login', {
      json: { email: 'admin@example.com', password: admin },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const users = await request('GET', '/api/users.php', { token });
    const roles = (users.body.users as { role: string }[]).map((user) => user.role).sort();
    expect(roles).toEqual(['admin']);
    expect(output).not.toContain('Demo accounts');
    const notices = await request('GET', '/api/dmca_notices.php', { token });
    const requests = await request('GET', '/api/game_requests.php', { token });
    const statuses = (list: { status: string }[]) => new Set(list.map((item) => item.status));
    expect(statuses(notices.body.dmcaNotices)).toEqual(new Set(['pending', 'resolved', 'rejected']));
    expect(statuses(requests.body.gameRequests)).toEqual(new Set(['pending', 'approved', 'rejected']));
    const reports = (await request('GET', '/api/reports.php', { token })).body;
    expect(statuses(reports.reports)).toEqual(new Set(['open', 'resolved', 'dismissed']));
    const kinds = new Set((reports.reports as { kind: string }[]).map((report) => report.kind));
    expect(kinds).toEqual(new Set(['game', 'issue', 'contact']));
    expect(reports.openCount).toBe(2);
  });
});

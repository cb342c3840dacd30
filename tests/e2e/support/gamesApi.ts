import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from '@playwright/test';

import type { PickedFile } from '../pages/AdminGamesPage.ts';
import { e2eAdmin } from './e2eAdmin.ts';
import type { FreeGame } from './freeGames.ts';
import { slugify, uniqueTag } from './freeGames.ts';
import { cover, screenshot } from './pngImages.ts';

const today = () => new Date().toISOString().slice(0, 10);

export interface CreatedGame {
  title: string;
  slug: string;
}

export interface ListedGame {
  title: string;
  developer: string;
  category: string;
}

/**
 * The REST service as the administrator: makes the games a test works on, reads the list, and
 * after the test removes every game the test made (here or through the console), so that the
 * suites after this one find the demo catalogue as it was.
 */
export class GamesApi {
  private readonly request: APIRequestContext;
  private readonly token: string;
  private readonly made = new Set<string>();

  constructor(request: APIRequestContext, token: string) {
    this.request = request;
    this.token = token;
  }

  private get auth() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async create(
    game: FreeGame,
    options: { tag?: string; status?: 'active' | 'inactive'; cover?: boolean; screenshots?: number } = {},
  ): Promise<CreatedGame> {
    const tag = options.tag ?? uniqueTag();
    const title = `${game.name} ${tag}`;
    const slug = slugify(title);
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        title,
        slug,
        category: game.category,
        genres: game.genres,
        tags: game.tags,
        status: options.status ?? 'active',
        developer: game.developer,
        publisher: game.developer,
        releaseDate: today(),
        version: '1.0',
        description: game.description,
        downloadLink: game.site,
        homepageUrl: game.site,
      }),
    );
    const file = (picked: PickedFile) => new Blob([new Uint8Array(picked.buffer)], { type: picked.mimeType });
    if (options.cover) form.append('cover_image', file(cover('cover.png')), 'cover.png');
    for (let index = 0; index < (options.screenshots ?? 0); index += 1) {
      form.append(`screenshots[${index}]`, file(screenshot(`shot-${index}.png`, index)), `shot-${index}.png`);
    }
    this.made.add(slug);
    const created = await this.request.post('/api/games.php', { headers: this.auth, multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    return { title, slug };
  }

  /** A game the test makes through the console, to be removed after the test too. */
  willMake(slug: string): void {
    this.made.add(slug);
  }

  /** Removes the games made in this test that are still there. */
  async removeMade(): Promise<void> {
    for (const slug of this.made) {
      const found = await this.request.get(`/api/games.php?slug=${encodeURIComponent(slug)}`, {
        headers: this.auth,
      });
      if (found.status() === 404) continue;
      const { id } = (await found.json()) as { id: number | string };
      const removed = await this.request.delete(`/api/games.php?id=${id}`, { headers: this.auth });
      expect(removed.status(), `removing ${slug}`).toBe(200);
    }
    this.made.clear();
  }

  /** Every game the console lists (inactive ones included). */
  async list(): Promise<ListedGame[]> {
    const answer = await this.request.get('/api/games.php', { headers: this.auth });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as ListedGame[];
  }

  /** SPEC 2.20's search rule: title, developer or category contains the text, any case. */
  async countMatching(text: string): Promise<number> {
    const needle = text.trim().toLowerCase();
    return (await this.list()).filter((game) =>
      [game.title, game.developer, game.category].some((value) => value.toLowerCase().includes(needle)),
    ).length;
  }
}

/** Playwright's `test` with `api`: the games a test makes are removed after it. */
export const test = base.extend<{ api: GamesApi }, { adminToken: string }>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const login = await request.post('/api/auth.php?action=login', {
        data: { ...e2eAdmin, isAdminLogin: true },
      });
      expect(login.status()).toBe(200);
      await use(((await login.json()) as { token: string }).token);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  api: async ({ request, adminToken }, use) => {
    const api = new GamesApi(request, adminToken);
    await use(api);
    await api.removeMade();
  },
});

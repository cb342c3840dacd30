import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { browseCategories } from '../../client/src/features/catalog/browseCategories.ts';
import { gamesCount, ratingsCount, roundedFigure } from '../../client/src/features/catalog/figures.ts';
import { formatCount, formatRating } from '../../client/src/lib/format.ts';
import { LatestPage } from './pages/LatestPage.ts';
import { seriousAxeViolations } from './support/axe.ts';

/** The public API's answer to `query`, as any visitor gets it. */
async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const answer = await request.post('/graphql', { data: { query } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: T };
  return body.data;
}

interface CommunityStats {
  activeUsers: number | null;
  downloads: number;
  reviews: number;
  games: number;
}

/** The home page's strip, a description list. */
const statsStrip = (page: Page) => page.getByLabel('Site statistics');

/** The figure of one of the strip's labels. */
const figure = (page: Page, label: string) =>
  statsStrip(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('real figures on the public site', () => {
  test("the home stats strip shows the API's community figures in the SPEC's form", async ({ page }) => {
    const { communityStats } = await graphql<{ communityStats: CommunityStats }>(
      page.request,
      '{ communityStats { activeUsers downloads reviews games } }',
    );
    // The demo catalogue has downloads, ratings and games; a strip of zeros would prove nothing.
    expect(communityStats.downloads).toBeGreaterThan(1000);
    expect(communityStats.reviews).toBeGreaterThan(100);
    await page.goto('/');
    const strip = statsStrip(page);
    await expect(strip).toBeVisible();
    await expect(figure(page, 'Downloads')).toHaveText(roundedFigure(communityStats.downloads));
    await expect(figure(page, 'Reviews')).toHaveText(roundedFigure(communityStats.reviews));
    await expect(figure(page, 'Games')).toHaveText(roundedFigure(communityStats.games));
    if (communityStats.activeUsers === null) {
      await expect(strip.getByText('Active Users')).toHaveCount(0);
    } else {
      await expect(figure(page, 'Active Users')).toHaveText(roundedFigure(communityStats.activeUsers));
    }
    // None of the SPEC's fixed texts is left.
    await expect(strip).not.toContainText('100K+');
    // The server's render carries the strip too: its figures are there before any script runs.
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('aria-label="Site statistics"');
    expect(html).toContain(`>${roundedFigure(communityStats.downloads)}</dd>`);
  });

  test("the categories page counts each genre's games as the API does", async ({ page }) => {
    const { genreCounts } = await graphql<{ genreCounts: { value: string; count: number }[] }>(
      page.request,
      '{ genreCounts { value count } }',
    );
    const counts = new Map(genreCounts.map(({ value, count }) => [value.toLowerCase(), count]));
    await page.goto('/categories');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(browseCategories.length);
    for (const [index, category] of browseCategories.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(category.name);
      await expect(card).toContainText(gamesCount(counts.get(category.genreId) ?? 0));
    }
  });

  test("the latest page's tiles are the API's downloads and average of rated games", async ({ page }) => {
    const { games } = await graphql<{
      games: { totalDownloads: number; totalViews: number; averageRating: number; ratedCount: number };
    }>(
      page.request,
      '{ games(filter: { window: ALL }) { totalDownloads totalViews averageRating ratedCount } }',
    );
    expect(games.ratedCount).toBeGreaterThan(0);
    // Downloads are not views: the tile would be wrong if it still summed views.
    expect(formatCount(games.totalDownloads)).not.toBe(formatCount(games.totalViews));
    const latest = new LatestPage(page);
    await latest.open();
    await expect(latest.summary('Total Downloads')).toHaveText(formatCount(games.totalDownloads));
    await expect(latest.summary('Average Rating')).toHaveText(formatRating(games.averageRating));
  });

  test('a card shows the rating with its number of ratings, as the API gives them', async ({ page }) => {
    const { topDownloads } = await graphql<{
      topDownloads: { title: string; rating: number; totalRatings: number }[];
    }>(page.request, '{ topDownloads(window: ALL) { title rating totalRatings } }');
    const [first] = topDownloads;
    if (!first) throw new Error('The demo catalogue has downloads');
    expect(first.totalRatings).toBeGreaterThan(0);
    await page.goto('/top-downloads');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    await expect(card).toContainText(
      `${formatRating(first.rating)} out of 5 · ${ratingsCount(first.totalRatings)}`,
    );
    await expect(page.getByRole('main')).not.toContainText('0.0 out of 5');
  });

  for (const path of ['/', '/categories', '/latest', '/top-downloads', '/privacy']) {
    test(`${path} has no serious accessibility problem in either theme`, async ({ page }) => {
      // axe over a whole page takes long on a busy machine.
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      if (path === '/categories') await expect(page.getByText(/^\d[\d,]* games?$/).first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the privacy page says what the community stores', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Views, stars, shares and downloads' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('gv_visitor');
    await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();
  });
});

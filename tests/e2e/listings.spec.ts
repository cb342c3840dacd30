import { expect, test } from '@playwright/test';

import { GenrePage } from './pages/GenrePage.ts';
import { LatestPage } from './pages/LatestPage.ts';

test.describe('listing pages', () => {
  test('the genre page shows 15 games and adds 15 per Show More Games', async ({ page, request }) => {
    const total = ((await (await request.get('/api/games.php')).json()) as unknown[]).length;
    const genre = new GenrePage(page);
    await genre.open('all');
    await expect(genre.status).toHaveText(`Showing 15 of ${total} games`);
    await expect(genre.cards).toHaveCount(15);
    await genre.showMore();
    await expect(genre.cards).toHaveCount(30);
    await expect(genre.status).toHaveText(`Showing 30 of ${total} games`);
    await genre.showMore();
    await expect(genre.cards).toHaveCount(total);
    await expect(genre.showMoreButton).toBeHidden();
  });

  test('the latest page time filters change the address and the list', async ({ page }) => {
    const latest = new LatestPage(page);
    await latest.open();
    await expect(latest.period('All Time')).toHaveAttribute('aria-pressed', 'true');
    const allTime = Number(await latest.summary('Games Added').textContent());
    expect(allTime).toBeGreaterThan(1);

    await latest.choosePeriod('Past week');
    await expect(page).toHaveURL(/\/latest\?window=week$/);
    await expect(latest.period('Past week')).toHaveAttribute('aria-pressed', 'true');
    await expect(latest.summary('Games Added')).not.toHaveText(String(allTime));
    const pastWeek = Number(await latest.summary('Games Added').textContent());
    expect(pastWeek).toBeGreaterThan(0);
    expect(pastWeek).toBeLessThan(allTime);
    await expect(latest.cards).toHaveCount(pastWeek);

    await latest.choosePeriod('Past year');
    await expect(page).toHaveURL(/\/latest\?window=year$/);
    await expect(latest.summary('Games Added')).not.toHaveText(String(pastWeek));
    const pastYear = Number(await latest.summary('Games Added').textContent());
    expect(pastYear).toBeGreaterThan(pastWeek);

    await latest.choosePeriod('All Time');
    await expect(page).toHaveURL(/\/latest$/);
    await expect(latest.summary('Games Added')).toHaveText(String(allTime));
  });
});

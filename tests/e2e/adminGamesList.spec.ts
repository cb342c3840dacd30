import { expect } from '@playwright/test';

import { findGame, openGames } from './support/adminGames.ts';
import { seriousAxeViolations } from './support/axe.ts';
import type { FreeGame } from './support/freeGames.ts';
import { freeGames, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';

test.describe('the games table', () => {
  test('shows its columns, 9 rows at 1000 px, 10 + 2 at 1220 px, and pages through', async ({
    page,
    api,
  }) => {
    // Enough games for more than five pages, so the window of five page numbers has to move.
    const tag = uniqueTag();
    const kinds: FreeGame[] = Object.values(freeGames);
    const missing = 6 * 9 + 1 - (await api.list()).length;
    for (let index = 0; index < missing; index += 1) {
      await api.create(kinds[index % kinds.length] ?? freeGames.megaglest, { tag: `${tag}n${index}` });
    }
    const active = await api.create(freeGames.megaglest);
    const inactive = await api.create(freeGames.urquan, { status: 'inactive' });
    await page.setViewportSize({ width: 1280, height: 1000 });
    const games = await openGames(page);
    const total = (await api.list()).length;
    const pages = Math.ceil(total / 9);
    expect(pages).toBeGreaterThan(5);

    await expect(games.columnHeaders).toHaveText([
      '',
      'Game',
      'Category',
      'Genres',
      'Status',
      'Views',
      'Rating',
      'Actions',
    ]);
    await expect(games.selectAll).toBeVisible();
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);
    await expect(games.bodyRows).toHaveCount(9);

    const numbers = games.pagination.getByRole('button', { name: /^Page \d+$/ });
    await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.pagination.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(games.pageStep('First page')).toBeDisabled();
    await expect(games.pageStep('Previous page')).toBeDisabled();

    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(games.summary).toHaveText(`Showing 10-18 of ${total} games`);
    await expect(games.pageButton(1)).not.toHaveAttribute('aria-current', 'page');

    await games.pageButton(4).click();
    await expect(games.pageButton(4)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(['2', '3', '4', '5', '6']);
    await expect(games.summary).toHaveText(`Showing 28-36 of ${total} games`);

    await games.pageStep('Last page').click();
    await expect(games.pageButton(pages)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(
      Array.from({ length: 5 }, (_unused, index) => String(pages - 4 + index)),
    );
    await expect(games.summary).toHaveText(`Showing ${(pages - 1) * 9 + 1}-${total} of ${total} games`);
    await expect(games.bodyRows).toHaveCount(total - (pages - 1) * 9);
    await expect(games.pageStep('Next page')).toBeDisabled();
    await expect(games.pageStep('Last page')).toBeDisabled();

    await games.pageStep('Previous page').click();
    await expect(games.pageButton(pages - 1)).toHaveAttribute('aria-current', 'page');
    await games.pageStep('First page').click();
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);

    // SPEC 9: above 1080 px, 10 rows plus one per 70 px over 1080: 1220 px gives 12.
    await page.setViewportSize({ width: 1280, height: 1220 });
    await expect(games.bodyRows).toHaveCount(12);
    await expect(games.summary).toHaveText(`Showing 1-12 of ${total} games`);

    // Status: green when active, yellow otherwise.
    await findGame(games, inactive.title);
    const yellow = games.gameRow(inactive.title).locator('.MuiChip-root', { hasText: /^inactive$/ });
    await expect(yellow).toHaveClass(/MuiChip-colorWarning/);
    await findGame(games, active.title);
    const green = games.gameRow(active.title).locator('.MuiChip-root', { hasText: /^active$/ });
    await expect(green).toHaveClass(/MuiChip-colorSuccess/);
  });

  test('search filters by title, developer or category in any case and returns to page 1', async ({
    page,
    api,
  }) => {
    const game = await api.create(freeGames.openarena);
    const games = await openGames(page);
    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');

    // By category, in mixed case; the page goes back to 1.
    const standard = await api.countMatching('standard');
    expect(standard).toBeGreaterThan(9);
    await games.searchFor('sTaNdArD');
    await expect(games.summary).toHaveText(`Found ${standard} game(s)`);
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.bodyRows).toHaveCount(9);
    await expect(games.bodyRows.filter({ hasNotText: 'Standard' })).toHaveCount(0);

    // By developer, in lower case.
    const byDeveloper = await api.countMatching('openarena team');
    await games.searchFor('openarena team');
    await expect(games.summary).toHaveText(`Found ${byDeveloper} game(s)`);
    await expect(games.bodyRows).toHaveCount(Math.min(byDeveloper, 9));
    await expect(games.bodyRows.filter({ hasNotText: 'OpenArena Team' })).toHaveCount(0);
    await expect(games.gameRow(game.title)).toBeVisible();

    // By title, in upper case.
    await games.searchFor(game.title.toUpperCase());
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await expect(games.bodyRows).toHaveCount(1);
    await expect(games.gameRow(game.title)).toContainText('OpenArena Team');
    await expect(games.pagination).toHaveCount(0);

    await games.searchFor('no game has this title, xyzzy');
    await expect(games.summary).toHaveText('Found 0 game(s)');
    await expect(games.bodyRows).toHaveText(['No games found']);
    await expect(games.pagination).toHaveCount(0);

    await games.searchFor('');
    const total = (await api.list()).length;
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);
  });
});

test('the games page and the game dialog have no serious accessibility problem (either theme)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const games = await openGames(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page), 'table').toEqual([]);

  await games.addGame.click();
  await expect(games.form.field('Title')).toBeVisible();
  expect(await seriousAxeViolations(page), 'dialog, Basic Info').toEqual([]);
  await games.form.openTab('Media');
  await expect(games.form.addScreenshots).toBeVisible();
  expect(await seriousAxeViolations(page), 'dialog, Media').toEqual([]);
});

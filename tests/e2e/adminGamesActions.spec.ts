import { expect } from '@playwright/test';

import { findGame, openGames } from './support/adminGames.ts';
import { expectAudited } from './support/auditTrail.ts';
import { escapeRegExp } from './support/escapeRegExp.ts';
import { freeGames, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';
import { toast } from './support/toasts.ts';

test.describe('row actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy the title, search the web, view, and delete after confirming', async ({ page, api }) => {
    const game = await api.create(freeGames.sauerbraten);
    const games = await openGames(page);
    await findGame(games, game.title);

    await games.copyTitle(game.title).click();
    await expect(toast(page, 'Game title copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(game.title);

    const search = games.webSearch(game.title);
    await expect(search).toHaveAttribute('target', '_blank');
    await expect(search).toHaveAttribute('href', new RegExp(escapeRegExp(encodeURIComponent(game.title))));

    // Cancel deletes nothing.
    const question = games.confirmation('Delete game');
    await games.delete(game.title).click();
    await expect(question).toContainText('Are you sure you want to delete this game?');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(question).toHaveCount(0);
    await expect(games.gameRow(game.title)).toBeVisible();

    await games.view(game.title).click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await page.goBack();
    await expect(games.heading).toHaveText('Games');

    await findGame(games, game.title);
    await games.delete(game.title).click();
    await expect(question).toContainText('Are you sure you want to delete this game?');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Game deleted successfully')).toBeVisible();
    await expect(games.gameRow(game.title)).toHaveCount(0);
    await expect(games.summary).toHaveText('Found 0 game(s)');
    await expect(games.bodyRows).toHaveText(['No games found']);
  });

  test('bulk delete asks for a selection, deletes the chosen games, and select-all follows the search', async ({
    page,
    api,
  }) => {
    const tag = uniqueTag();
    const [first, second, third] = [
      await api.create(freeGames.armagetron, { tag }),
      await api.create(freeGames.openclonk, { tag }),
      await api.create(freeGames.urquan, { tag }),
    ];
    if (!first || !second || !third) throw new Error('three games were made');
    const games = await openGames(page);

    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');
    await games.deleteSelected.click();
    await expect(toast(page, 'Please select games to delete')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await games.searchFor(tag);
    await expect(games.summary).toHaveText('Found 3 game(s)');
    await games.rowCheckbox(first.title).check();
    await games.rowCheckbox(second.title).check();
    await expect(games.deleteSelected).toHaveText('Delete Selected (2)');
    await games.deleteSelected.click();
    const question = games.confirmation('Delete games');
    await expect(question).toContainText('Are you sure you want to delete 2 games?');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Successfully deleted 2 games')).toBeVisible();
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await expect(games.gameRow(first.title)).toHaveCount(0);
    await expect(games.gameRow(second.title)).toHaveCount(0);
    await expect(games.gameRow(third.title)).toBeVisible();
    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');
    await expectAudited(page, 'Game deleted', first.title);
    await expectAudited(page, 'Game deleted', second.title);
    await games.open();
    await expect(games.summary).toHaveText(/^Showing /);

    // Select-all takes every game the search matches, beyond the page shown.
    const standard = await api.countMatching('standard');
    expect(standard).toBeGreaterThan(9);
    await games.searchFor('Standard');
    await expect(games.summary).toHaveText(`Found ${standard} game(s)`);
    await games.selectAll.check();
    await expect(games.deleteSelected).toHaveText(`Delete Selected (${standard})`);
    await expect(games.table.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(games.table.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await games.selectAll.uncheck();
    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');

    await games.searchFor(tag);
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await games.selectAll.check();
    await expect(games.deleteSelected).toHaveText('Delete Selected (1)');
  });
});

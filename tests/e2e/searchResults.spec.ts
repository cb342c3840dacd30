import { expect, test } from '@playwright/test';

import { GameRequestDialog } from './pages/GameRequestDialog.ts';
import { SearchResultsPage } from './pages/SearchResultsPage.ts';

test.describe('search results page', () => {
  test('a search without results offers to request the game, with its title filled in', async ({ page }) => {
    const search = new SearchResultsPage(page);
    const requestDialog = new GameRequestDialog(page);
    await search.open('Lost Lighthouse Saga');
    await expect(search.emptyText).toBeVisible();
    await search.requestThisGame();
    await expect(requestDialog.dialog).toBeVisible();
    await expect(requestDialog.gameTitle).toHaveValue('Lost Lighthouse Saga');
    await expect(requestDialog.platform).toBeVisible();
    await expect(requestDialog.proceedButton).toBeHidden();
  });
});
